# @@WHAT@@ arrives over SSH once the apply has created this VM (NodeDelivery), never in this script: wait for it.
for try in $(seq 1 @@TRIES@@); do
  if [ -s @@FILE@@ ]; then break; fi
  if [ "$try" -lt @@TRIES@@ ]; then sleep 5; fi
done
