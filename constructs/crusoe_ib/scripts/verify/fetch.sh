install -d -m 0755 /opt/crusoe-ib /var/lib/crusoe-ib
checker=; for try in $(seq 1 @@TRIES@@); do
  first_ip=$(getent ahostsv4 @@FIRST@@ | awk 'NR == 1 {print $1}')
  if [ -n "$first_ip" ] && sum=$(curl -fsS --max-time 10 "http://$first_ip:@@SHARE_PORT@@/verify.pyz.sha256" | cut -d" " -f1) \
    && curl -fsS --max-time 120 -o @@VERIFY_PYZ@@.part "http://$first_ip:@@SHARE_PORT@@/verify.pyz" \
    && [ -n "$sum" ] && [ "$(sha256sum < @@VERIFY_PYZ@@.part | cut -d" " -f1)" = "$sum" ]; then
    mv @@VERIFY_PYZ@@.part @@VERIFY_PYZ@@ && checker=$sum && break
  fi
  if [ $try -lt @@TRIES@@ ]; then sleep 5; fi
done
if [ -z "$checker" ]; then
  echo 'crusoe-ib: could not fetch the node checker from @@FIRST@@ (port @@SHARE_PORT@@) in @@WAIT_SECONDS@@ s; the node check did not run' | tee @@CHECK_LOG@@ >&2
else
  if [ "$checker" != "@@CHECKER_SHA256@@" ]; then
    echo "crusoe-ib: @@FIRST@@ serves checker sha256 $checker, not the one this configuration ships (@@CHECKER_SHA256_SHORT@@...): it booted with an older release" >&2
  fi
@@RUN_CHECK@@
fi
