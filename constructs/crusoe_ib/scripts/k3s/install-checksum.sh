  && echo '@@SHA256@@  @@PATH@@' | sha256sum -c - \
