# A generated munge key is made here, on the first controller, once (128 random bytes, 0400 munge); the
# apply reads it here over SSH and delivers it to every other Slurm host. It is never in Terraform state.
if [ "$(hostname -s)" = @@FIRST_CONTROLLER@@ ] && [ ! -s /etc/munge/munge.key ]; then
  (umask 077 && head -c 128 /dev/urandom > /etc/munge/munge.key.part) \
    && chown munge:munge /etc/munge/munge.key.part && chmod 0400 /etc/munge/munge.key.part \
    && mv /etc/munge/munge.key.part /etc/munge/munge.key
fi
