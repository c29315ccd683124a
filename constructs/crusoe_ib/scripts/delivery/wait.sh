# @@WHAT@@ arrives over SSH once the apply has created this VM (NodeDelivery), never in this script: wait for its
# delivery marker, which names this VM, never for the file alone (an image may already hold one: Ubuntu's munge
# package makes a key at install, and a copied VM carries every file and marker of its source).
for try in $(seq 1 @@TRIES@@); do
  if [ -s @@FILE@@ ] && [ "$(cat @@MARKER@@ 2>/dev/null)" = "$(@@INSTANCE@@)" ]; then break; fi
  if [ "$try" -lt @@TRIES@@ ]; then sleep 5; fi
done
# A file that was never delivered to this VM is not used: set aside, so the check after this wait fails.
if [ -e @@FILE@@ ] && [ "$(cat @@MARKER@@ 2>/dev/null)" != "$(@@INSTANCE@@)" ]; then mv -f @@FILE@@ @@FILE@@.undelivered; fi
