#!/bin/sh
# Renders the app's PNG icons into public/ (committed; run again after changing an icon):
# the favicon's picture at 192 and 512 px for the manifest, and the full-bleed variant
# (maskable.svg: no rounded corners, the ball inside the middle 80 %) as the manifest's
# maskable icon and the home-screen icon of iOS. Needs rsvg-convert (apt-get install librsvg2-bin).
set -eu
cd "$(dirname "$0")/.."
rsvg-convert -w 192 -h 192 public/favicon.svg -o public/icon-192.png
rsvg-convert -w 512 -h 512 public/favicon.svg -o public/icon-512.png
rsvg-convert -w 512 -h 512 icons/maskable.svg -o public/icon-maskable-512.png
rsvg-convert -w 180 -h 180 icons/maskable.svg -o public/apple-touch-icon.png
