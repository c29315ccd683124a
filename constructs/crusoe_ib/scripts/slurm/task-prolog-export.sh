echo @@EXPORT@@
