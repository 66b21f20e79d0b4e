#!/usr/bin/env bash
# Makes the demo video clips that every demo video points at. Run once by a developer with ffmpeg
# (apt-get install ffmpeg); the outputs are committed, so `npm start` never needs ffmpeg.
# Clips are synthetic (ffmpeg's own sources), H.264 baseline + AAC, moov atom first (faststart)
# so that a browser can start playing before the whole file arrives; two also get an HLS rendition.
set -euo pipefail
cd "$(dirname "$0")"

encode=(-c:v libx264 -profile:v baseline -level 3.0 -pix_fmt yuv420p -r 25 -g 50 -keyint_min 50 -sc_threshold 0
  -b:v 260k -maxrate 300k -bufsize 600k -c:a aac -b:a 48k -ac 2 -ar 44100 -movflags +faststart
  -map_metadata -1 -fflags +bitexact -flags:v +bitexact -flags:a +bitexact)

# A slow colour field with a soft major chord that fades in and out.
ffmpeg -y -hide_banner -loglevel error \
  -f lavfi -i "gradients=s=640x360:r=25:speed=0.02:c0=0x1e3a8a:c1=0xdb2777:c2=0xf59e0b:c3=0x0d9488:nb_colors=4:d=8" \
  -f lavfi -i "aevalsrc='0.18*(sin(2*PI*261.6*t)+sin(2*PI*329.6*t)+sin(2*PI*392*t))*min(1,t/1.5)*min(1,(8-t)/1.5)':s=44100:d=8" \
  "${encode[@]}" -t 8 clip-aurora.mp4

# A Mandelbrot zoom over an arpeggio (a new note every half second).
ffmpeg -y -hide_banner -loglevel error \
  -f lavfi -i "mandelbrot=s=640x360:r=25:maxiter=200:start_scale=2.5:end_scale=0.4:end_pts=200,hue=h=t*18" \
  -f lavfi -i "aevalsrc='0.3*sin(2*PI*t*220*pow(2,(floor(mod(t*2,4))*4)/12))*(1-mod(t*2,1)*0.8)':s=44100:d=8" \
  "${encode[@]}" -t 8 clip-fractal.mp4

# Conway's life, scaled up with hard edges, over a low hum.
ffmpeg -y -hide_banner -loglevel error \
  -f lavfi -i "life=s=160x90:r=25:mold=10:life_color=0x22d3ee:death_color=0x0f172a:mold_color=0x7c3aed:ratio=0.25:seed=7,scale=640:360:flags=neighbor" \
  -f lavfi -i "sine=f=110:r=44100:d=6,volume=0.25" \
  "${encode[@]}" -t 6 clip-life.mp4

# Segments are named .m2t (an MPEG-TS extension), not .ts: TypeScript tooling (tsc, Biome) claims
# every .ts file under the source tree.
for name in aurora fractal; do
  rm -rf "hls-$name" && mkdir "hls-$name"
  ffmpeg -y -hide_banner -loglevel error -i "clip-$name.mp4" -c copy -f hls -hls_time 2 \
    -hls_playlist_type vod -hls_segment_filename "hls-$name/seg%d.m2t" "hls-$name/index.m3u8"
done
ls -l clip-*.mp4 hls-*/
