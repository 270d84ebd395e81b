#!/usr/bin/env bash
# make-lander-video.sh — renders the looping hero video of the video landers (`video`,
# `transitionsvideolanding`) and its poster, purely procedurally with ffmpeg filters: no downloaded
# media, no people, nothing explicit.
#
# The scene: a city at dusk seen through a lens focused close, so everything is out of focus. A deep
# indigo sky fades through plum into a warm rose-amber glow above a soft, blurred skyline whose lit
# windows are distant specks of light; in front of it large warm bokeh discs (amber, gold, rose, peach,
# one pale lavender) drift slowly on small orbits and gently breathe in brightness.
#
# Outputs (in src/features/landers/video/assets/, imported by HeroVideo.tsx as webpack asset modules):
#   lander-loop.webm    VP9, no audio
#   lander-loop.mp4     H.264 Main, yuv420p, faststart, no audio
#   lander-poster.webp  the first frame, which the page paints before (or instead of) the video
# 720x720 at 24 fps, 8 s: every motion is a sine of period 8 s (or 4 s), so the last frame flows into
# the first and the loop has no seam. Square like the hero's drawn art it replaces (a 320x320 viewBox),
# so the hero's layout stays the same; the art column is ~360 CSS px wide on phones (720 px is their 2x)
# and ~520 on desktop, and the blurred scene needs no more pixels than that.
#
# Run it from anywhere, with ffmpeg installed (Debian: `apt-get install -y ffmpeg`):
#   bash mf-landers/scripts/make-lander-video.sh
# It takes a minute or two on two cores. The outputs are committed to the repository, so building or
# testing the remote needs no ffmpeg; run this again only to change the scene. The rendering is
# deterministic (no randomness but a fixed-seed generator below), though other ffmpeg/libvpx/x264
# versions may encode slightly different bytes (the committed files: Debian 12's ffmpeg 5.1).
set -euo pipefail

command -v ffmpeg >/dev/null || {
  echo "make-lander-video.sh: ffmpeg is needed (Debian: apt-get install -y ffmpeg)" >&2
  exit 1
}

OUT_DIR="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)/src/features/landers/video/assets"
mkdir -p "$OUT_DIR"
WORK="$(mktemp -d)"
trap 'rm -rf "$WORK"' EXIT

W=720
H=720
FPS=24
T=8 # seconds; the period of every motion

# A fixed-seed linear congruential generator: the skyline is the same on every run and every bash.
seed=20250611
rand() { # rand MAX: sets R to an integer in [0, MAX) (a variable, not output: no subshell loses the seed)
  seed=$(((seed * 1103515245 + 12345) % 2147483648))
  R=$(((seed / 65536) % $1))
}

# --- 1. The backdrop, one still frame: dusk sky, a horizon glow, a skyline with lit windows, all blurred.
# Sky colours by height v (0 top, 1 bottom): indigo -> plum at 0.45 -> rose-amber glow at the horizon
# (0.78), plus a warm radial glow low in the middle.
sky() { # sky TOP MID GLOW HALO -> a geq expression for one channel
  local top=$1 mid=$2 glow=$3 halo=$4
  local v='(Y/H)'
  echo "clip(if(lt($v,0.45),$top+($mid-$top)*$v/0.45,$mid+($glow-$mid)*clip(($v-0.45)/0.33,0,1))+$halo*exp(-(pow((X-W*0.56)/(W*0.42),2)+pow((Y-H*0.8)/(H*0.2),2))),0,255)"
}
backdrop="geq=r='$(sky 20 78 200 60)':g='$(sky 12 26 92 34)':b='$(sky 44 72 84 8)'"

# The skyline: buildings standing on the bottom edge, their tops between 68% and 85% of the height,
# each with a few warm windows lit.
skyline=""
x=-10
while ((x < W)); do
  rand 70 && bw=$((46 + R))
  rand $((H * 17 / 100)) && top=$((H * 68 / 100 + R))
  rand 14 && shade=$((26 + R))
  skyline+=",drawbox=x=$x:y=$top:w=$bw:h=$((H - top)):t=fill:color=0x$(printf '%02x%02x%02x' "$shade" $((shade / 2)) $((shade + 6)))"
  for ((wy = top + 10; wy < H - 8; wy += 14)); do
    for ((wx = x + 6; wx < x + bw - 8; wx += 11)); do
      rand 100
      if ((R < 18)); then
        rand 40
        skyline+=",drawbox=x=$wx:y=$wy:w=5:h=7:t=fill:color=0xffc27a@0.$((55 + R))"
      fi
    done
  done
  x=$((x + bw))
done

ffmpeg -hide_banner -loglevel error -y \
  -f lavfi -i "color=c=black:s=${W}x${H}:d=1,format=rgb24,${backdrop}${skyline},gblur=sigma=7,vignette=angle=0.5,noise=alls=3:allf=u" \
  -frames:v 1 "$WORK/backdrop.png"

# --- 2. The bokeh: soft discs with a slightly brighter rim (as a real lens draws them), each on its own
# slow orbit, breathing in brightness. Columns: radius, colour (r g b), opacity, centre x y,
# orbit amplitude x y, orbit harmonics x y (1 = one turn per 8 s, 2 = two), phase (radians),
# breathing harmonic and phase.
LIGHTS=(
  # large, near, faint and softest
  "78  255 150  70  0.22  150 180  26 18  1 1  0.0  1 1.0"
  "90  250 100 130  0.18  590 300  22 24  1 1  2.1  1 3.0"
  "66  255 190  90  0.20  300 590  30 14  1 1  4.2  2 0.5"
  # middle
  "46  255 176  72  0.42  470 130  18 20  1 1  1.3  1 2.2"
  "40  255 110 110  0.40  80  400  16 22  1 1  3.4  2 4.1"
  "50  255 140  60  0.36  630 570  20 16  1 1  5.0  1 5.2"
  "38  190 150 255  0.28  350 300  24 18  1 2  0.7  1 1.7"
  "34  255 200 110  0.42  215 330  14 20  1 1  2.8  2 3.3"
  "42  245  95 150  0.34  520 440  20 14  1 1  4.6  1 0.2"
  # small, far, bright
  "20  255 214 140  0.75  60  110  10 12  1 1  1.9  2 2.6"
  "16  255 170  90  0.80  400 470  12 10  1 1  3.7  1 4.4"
  "14  255 230 170  0.85  660 120  8  12  1 1  5.5  2 1.1"
  "20  255 140 120  0.62  250 70   12 8   1 1  0.4  1 5.9"
  "12  255 200 120  0.85  150 520  10 10  1 2  2.4  2 3.8"
  "18  255 186 100  0.70  560 220  12 12  1 1  4.0  1 0.9"
  "13  255 220 160  0.80  700 400  8  10  1 1  6.0  2 2.0"
  # tiny, the farthest street lights, along the skyline
  "9   255 190 110  0.90  40  548  6  4   1 1  1.1  2 0.3"
  "8   255 214 150  0.95  275 528  5  4   1 1  3.1  1 2.9"
  "10  255 160  90  0.85  470 560  6  3   1 1  5.3  2 4.7"
  "8   255 226 180  0.90  610 515  4  5   1 1  0.9  1 1.4"
  "9   255 176 130  0.85  350 600  5  4   1 1  2.2  2 5.5"
)

# The top left corner of the current light's sprite at time TIME (t in overlay, T in geq): periodic in T.
px() { echo "($cx+$ax*sin(2*PI*$kx*$1/$T+$ph)-$s/2)"; }
py() { echo "($cy+$ay*cos(2*PI*$ky*$1/$T+$ph)-$s/2)"; }

graph="[0:v]format=gbrp[bg];"
graph+="color=c=black:s=${W}x${H}:r=${FPS}:d=${T},format=rgba[l0];"
i=0
for light in "${LIGHTS[@]}"; do
  read -r r cr cg cb op cx cy ax ay kx ky ph kb pb <<<"$light"
  pad=$(((r + 9) / 10 + 3))
  s=$((2 * (r + pad)))
  # overlay places the sprite at the whole pixel; the sprite draws the disc off its centre by the
  # fraction, so the slow motion glides instead of stepping pixel by pixel.
  fx="($(px T)-trunc($(px T)))"
  fy="($(py T)-trunc($(py T)))"
  d="hypot(X-$s/2-$fx+0.5,Y-$s/2-$fy+0.5)"
  edge=$(((r + 9) / 10)) # nearer (larger) discs are more out of focus: softer edges
  alpha="255*$op*clip(($r-$d)/$edge+0.5,0,1)*(0.8+0.2*pow(min($d/$r,1),6))*(0.82+0.18*sin(2*PI*$kb*T/$T+$pb))"
  graph+="color=c=black@0:s=${s}x${s}:r=${FPS}:d=${T},format=rgba,geq=r=$cr:g=$cg:b=$cb:a='${alpha}'[s$i];"
  graph+="[l$i][s$i]overlay=x='$(px t)':y='$(py t)':format=rgb[l$((i + 1))];"
  i=$((i + 1))
done
# The lights shine onto the backdrop (screen blend) with a touch of extra glow around them.
graph+="[l$i]format=gbrp,split[sharp][halo];[halo]gblur=sigma=14[halo2];"
graph+="[sharp][halo2]blend=all_mode=addition:all_opacity=0.5,gblur=sigma=1.2[lights];"
graph+="[bg][lights]blend=all_mode=screen,trim=duration=${T},format=rgb24[out]"

echo "Rendering ${T} s at ${W}x${H}, ${FPS} fps..."
ffmpeg -hide_banner -loglevel error -y -framerate "$FPS" -loop 1 -t "$T" -i "$WORK/backdrop.png" \
  -filter_complex "$graph" -map '[out]' -r "$FPS" -frames:v $((T * FPS)) -c:v ffv1 "$WORK/master.mkv"

# --- 3. Encodings. BT.709 throughout, tagged, so browsers decode the colours the scene was drawn in.
TO_YUV="scale=out_color_matrix=bt709:out_range=tv,format=yuv420p"
TAGS=(-colorspace bt709 -color_primaries bt709 -color_trc bt709 -color_range tv)

echo "Encoding lander-loop.webm..."
ffmpeg -hide_banner -loglevel error -y -i "$WORK/master.mkv" -vf "$TO_YUV" "${TAGS[@]}" -an \
  -c:v libvpx-vp9 -b:v 0 -crf 33 -deadline good -cpu-used 1 -row-mt 1 -g $((T * FPS)) \
  -pass 1 -passlogfile "$WORK/vp9" -f null /dev/null
ffmpeg -hide_banner -loglevel error -y -i "$WORK/master.mkv" -vf "$TO_YUV" "${TAGS[@]}" -an \
  -c:v libvpx-vp9 -b:v 0 -crf 33 -deadline good -cpu-used 1 -row-mt 1 -g $((T * FPS)) \
  -pass 2 -passlogfile "$WORK/vp9" -fflags +bitexact "$OUT_DIR/lander-loop.webm"

echo "Encoding lander-loop.mp4..."
ffmpeg -hide_banner -loglevel error -y -i "$WORK/master.mkv" -vf "$TO_YUV" "${TAGS[@]}" -an \
  -c:v libx264 -profile:v main -preset veryslow -crf 23 -x264-params aq-mode=3 -g $((T * FPS)) \
  -movflags +faststart -fflags +bitexact "$OUT_DIR/lander-loop.mp4"

echo "Encoding lander-poster.webp (the first frame)..."
ffmpeg -hide_banner -loglevel error -y -i "$WORK/master.mkv" -frames:v 1 \
  -c:v libwebp -quality 82 -compression_level 6 "$OUT_DIR/lander-poster.webp"

ls -l "$OUT_DIR"
