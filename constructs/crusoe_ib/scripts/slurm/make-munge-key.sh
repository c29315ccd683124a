# A generated munge key is made here, on the first controller, at this VM's first boot, whatever the image
# holds (Ubuntu's munge package makes a key at install, and every user of that image knows it): 128 bytes of
# /dev/urandom, 0400 munge, then a marker that names this VM (a marker copied in an image names another), which
# also counts as its delivery here. The apply reads the key only once that marker names the VM
# (read-munge-key.sh) and delivers it to every other Slurm host. It is never in Terraform state.
if [ "$(hostname -s)" = @@FIRST_CONTROLLER@@ ] && [ "$(cat @@GENERATED@@ 2>/dev/null)" != "$(@@INSTANCE@@)" ]; then
  rm -f @@GENERATED@@
  (umask 077 && head -c 128 /dev/urandom > /etc/munge/munge.key.part) \
    && chown munge:munge /etc/munge/munge.key.part && chmod 0400 /etc/munge/munge.key.part \
    && mv /etc/munge/munge.key.part /etc/munge/munge.key \
    && install -d -m 0700 "$(dirname @@GENERATED@@)" "$(dirname @@DELIVERED@@)" \
    && { @@INSTANCE@@; } > @@GENERATED@@ && cp @@GENERATED@@ @@DELIVERED@@
fi
