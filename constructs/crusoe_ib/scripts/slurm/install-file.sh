cat > @@PATH@@ <<'@@TAG@@'
@@CONTENT@@
@@TAG@@
chmod @@MODE@@ @@PATH@@
