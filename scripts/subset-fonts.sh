#!/bin/sh
# The taka sign's own faces (src/app/fonts/, src/app/fonts.css): the one character of the
# @fontsource Bengali faces, about 0.7 KB instead of 44-48 KB.
# Made once and kept in the repository; to make them again (Debian: python3-fonttools and
# python3-brotli): sh scripts/subset-fonts.sh
set -e
files=node_modules/@fontsource
out=src/app/fonts
subset() { python3 -m fontTools.subset "$1" --unicodes="$2" --flavor=woff2 --no-hinting --output-file="$3"; }
for weight in 400 700; do
  subset "$files/noto-sans-bengali/files/noto-sans-bengali-bengali-$weight-normal.woff2" U+09F3 \
    "$out/noto-sans-bengali-taka-$weight-normal.woff2"
done
