// Synthesises the calm background loop for the narrative page and writes
// content/audio/narrative-loop.ogg.
//
// Usage: node scripts/generate-music.mjs [--out content/audio/narrative-loop.ogg] [--wav /tmp/x.wav]
//
// Needs: Node 20+ (no network, no npm packages) and the Ogg Vorbis encoder `oggenc`
// (Debian/Ubuntu: `apt-get install vorbis-tools`). With --wav only the WAV is written and no
// encoder is needed. The encoded .ogg is committed, so nobody needs the encoder to run the app.
//
// The piece: 48 s (16 bars at 80 bpm) in D major pentatonic, loosely inspired by Sundanese
// kacapi suling: a kacapi-like plucked ostinato (additive synthesis, decaying partials), a soft
// suling-like flute melody, warm pads and a low gong every eight bars. Every note's tail that runs
// past the end is wrapped round to the start, and the reverb is run over two passes of the loop,
// so the file loops without a click or a gap. Output is normalised to about -20 dBFS RMS.
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const argValue = (name) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const OUT = resolve(argValue('--out') ?? join(ROOT, 'content/audio/narrative-loop.ogg'));
const WAV_ONLY = argValue('--wav');

const RATE = 44100;
const BPM = 80;
const BEAT = 60 / BPM;
const BEATS = 64; // 16 bars of 4/4
const LENGTH = BEATS * BEAT; // 48 s
const N = Math.round(LENGTH * RATE);
const TARGET_RMS_DB = -20;

const left = new Float64Array(N);
const right = new Float64Array(N);

// Deterministic randomness for small human touches.
let seed = 20240917;
const random = () => {
  seed = (seed * 1664525 + 1013904223) >>> 0;
  return seed / 4294967296;
};

const hz = (midi) => 440 * 2 ** ((midi - 69) / 12);

/** Adds a mono voice into the circular stereo buffer at `start` seconds, panned -1..1. */
function addVoice(start, samples, gain, pan) {
  const gl = gain * Math.cos(((pan + 1) * Math.PI) / 4);
  const gr = gain * Math.sin(((pan + 1) * Math.PI) / 4);
  const offset = Math.round(start * RATE);
  for (let i = 0; i < samples.length; i++) {
    const j = (offset + i) % N;
    left[j] += samples[i] * gl;
    right[j] += samples[i] * gr;
  }
}

/** Kacapi-like pluck: slightly inharmonic partials, the higher ones dying away faster. */
function pluck(freq, seconds = 3.2) {
  const len = Math.round(seconds * RATE);
  const out = new Float64Array(len);
  const partials = 8;
  for (let n = 1; n <= partials; n++) {
    const f = n * freq * (1 + 0.0004 * n * n);
    if (f > 7000) break;
    const amp = 1 / n ** 1.4;
    const decay = 1.1 / (1 + 0.7 * (n - 1));
    const w = (2 * Math.PI * f) / RATE;
    for (let i = 0; i < len; i++) {
      const t = i / RATE;
      out[i] += amp * Math.sin(w * i) * Math.exp(-t / decay);
    }
  }
  const attack = Math.round(0.004 * RATE);
  for (let i = 0; i < attack; i++) out[i] *= i / attack;
  return out;
}

/** Suling-like flute: soft harmonics, a slow breath-in attack and vibrato that grows in. */
function flute(freq, seconds) {
  const release = 0.35;
  const len = Math.round((seconds + release) * RATE);
  const out = new Float64Array(len);
  let phase = 0;
  for (let i = 0; i < len; i++) {
    const t = i / RATE;
    const vib = 1 + 0.004 * Math.min(1, t / 0.6) * Math.sin(2 * Math.PI * 5.2 * t);
    phase += (2 * Math.PI * freq * vib) / RATE;
    const tone = Math.sin(phase) + 0.22 * Math.sin(2 * phase) + 0.06 * Math.sin(3 * phase);
    const attack = Math.min(1, t / 0.09);
    const sustain = t < seconds ? 1 - 0.15 * (t / seconds) : 0.85 * Math.exp(-(t - seconds) / 0.12);
    out[i] = tone * attack * sustain;
  }
  return out;
}

/** Warm pad: three slightly detuned voices, soft harmonics, slow swell. */
function pad(freq, seconds, detuneSign) {
  const fade = 1.6;
  const len = Math.round((seconds + fade) * RATE);
  const out = new Float64Array(len);
  const detunes = [-0.004, 0, 0.004].map((d) => 1 + d * detuneSign);
  for (const d of detunes) {
    const w = (2 * Math.PI * freq * d) / RATE;
    for (let i = 0; i < len; i++) {
      const x = w * i;
      out[i] += Math.sin(x) + 0.25 * Math.sin(2 * x) + 0.08 * Math.sin(3 * x);
    }
  }
  for (let i = 0; i < len; i++) {
    const t = i / RATE;
    const env = Math.min(1, t / fade) * (t > seconds ? Math.max(0, 1 - (t - seconds) / fade) : 1);
    out[i] *= (env * (0.85 + 0.15 * Math.sin(2 * Math.PI * 0.18 * t))) / 3;
  }
  return out;
}

/** Low gong: two close sines beating slowly, long decay. */
function gong(freq, seconds = 7) {
  const len = Math.round(seconds * RATE);
  const out = new Float64Array(len);
  for (let i = 0; i < len; i++) {
    const t = i / RATE;
    const env = Math.min(1, t / 0.02) * Math.exp(-t / 2.4);
    out[i] =
      env *
      (Math.sin(2 * Math.PI * freq * t) +
        0.8 * Math.sin(2 * Math.PI * (freq + 0.8) * t) +
        0.2 * Math.sin(2 * Math.PI * freq * 2.02 * t) * Math.exp(-t / 0.8));
  }
  return out;
}

// Chords, two bars each: Dadd9, Bm7, Gadd9, Asus2, Dadd9, Bm7, Em7, Asus2.
const CHORDS = [
  { pad: [50, 57, 64, 66], root: 38, arp: [62, 66, 69, 71, 74] },
  { pad: [47, 54, 57, 62], root: 35, arp: [59, 62, 66, 69, 71] },
  { pad: [43, 50, 57, 59], root: 31, arp: [55, 59, 62, 64, 69] },
  { pad: [45, 52, 59, 64], root: 33, arp: [57, 59, 64, 66, 69] },
  { pad: [50, 57, 64, 66], root: 38, arp: [62, 66, 69, 71, 74] },
  { pad: [47, 54, 57, 62], root: 35, arp: [59, 62, 66, 69, 71] },
  { pad: [40, 47, 55, 62], root: 28, arp: [55, 59, 62, 64, 67] },
  { pad: [45, 52, 59, 64], root: 33, arp: [57, 59, 64, 66, 69] },
];
const ARP = [0, 2, 1, 3, 2, 4, 3, 2, 0, 2, 1, 3, 2, 4, 3, 1];

// Flute melody: [start beat, length in beats, midi note].
// prettier-ignore
const MELODY = [
  [2, 1, 78], [3, 1, 76], [4, 2, 74], [6, 1, 71], [7, 1, 69],
  [8, 1.5, 71], [9.5, 0.5, 74], [10, 2, 76], [12, 1, 78], [13, 1, 76], [14, 2, 74],
  [16, 1, 74], [17, 1, 76], [18, 3, 81], [21, 1, 78], [22, 2, 76],
  [24, 1, 76], [25, 1, 78], [26, 1, 76], [27, 1, 71], [28, 3.5, 69],
  [32, 2, 81], [34, 1, 78], [35, 1, 81], [36, 2, 83], [38, 2, 81],
  [40, 1.5, 78], [41.5, 0.5, 76], [42, 2, 74], [44, 1, 71], [45, 1, 74], [46, 2, 78],
  [48, 3, 76], [51, 1, 74], [52, 2, 71], [54, 2, 69],
  [56, 1, 71], [57, 1, 74], [58, 3.5, 76],
];

CHORDS.forEach((chord, c) => {
  const start = c * 8 * BEAT;
  // pads: wide stereo, the two channels detuned in opposite directions
  for (const note of chord.pad) {
    addVoice(start, pad(hz(note), 8 * BEAT, 1), 0.05, -0.6);
    addVoice(start, pad(hz(note), 8 * BEAT, -1), 0.05, 0.6);
  }
  // soft bass pluck on the root at the start of each chord, again halfway
  addVoice(start, pluck(hz(chord.root + 12), 4), 0.2, 0);
  addVoice(start + 4 * BEAT, pluck(hz(chord.root + 12), 4), 0.12, 0);
  // kacapi ostinato in eighth notes
  ARP.forEach((k, i) => {
    const t = start + i * (BEAT / 2) + (random() - 0.5) * 0.012;
    const accent = i % 4 === 0 ? 1 : 0.75;
    const gain = 0.085 * accent * (0.9 + random() * 0.2);
    addVoice(Math.max(0, t), pluck(hz(chord.arp[k]), 2.6), gain, i % 2 ? 0.35 : -0.35);
  });
});

for (const bar of [0, 8]) addVoice(bar * 4 * BEAT, gong(hz(38)), 0.12, 0);
for (const [beat, len, note] of MELODY) {
  addVoice(beat * BEAT + 0.02, flute(hz(note), len * BEAT * 0.95), 0.075, 0.15);
}

/** Schroeder-style reverb, run over two passes of the loop so that its tail wraps round. */
function reverb(input, combs, allpasses) {
  const twice = new Float64Array(2 * N);
  twice.set(input, 0);
  twice.set(input, N);
  const out = new Float64Array(2 * N);
  for (const [delay, feedback] of combs) {
    const buf = new Float64Array(delay);
    let idx = 0;
    let low = 0;
    for (let i = 0; i < twice.length; i++) {
      const y = buf[idx];
      low = y * 0.7 + low * 0.3; // damping
      buf[idx] = twice[i] + low * feedback;
      out[i] += y / combs.length;
      idx = (idx + 1) % delay;
    }
  }
  for (const delay of allpasses) {
    const buf = new Float64Array(delay);
    let idx = 0;
    for (let i = 0; i < out.length; i++) {
      const b = buf[idx];
      const x = out[i];
      buf[idx] = x + b * 0.5;
      out[i] = b - x * 0.5;
      idx = (idx + 1) % delay;
    }
  }
  return out.subarray(N);
}

const wetL = reverb(
  left,
  [
    [1557, 0.82],
    [1617, 0.82],
    [1491, 0.82],
    [1422, 0.82],
  ],
  [225, 556],
);
const wetR = reverb(
  right,
  [
    [1617, 0.82],
    [1557, 0.82],
    [1356, 0.82],
    [1277, 0.82],
  ],
  [341, 441],
);

/** One-pole low-pass (circular, two passes) to take the edge off the top end. */
function lowpass(data, cutoff) {
  const a = Math.exp((-2 * Math.PI * cutoff) / RATE);
  let y = 0;
  for (let pass = 0; pass < 2; pass++) {
    for (let i = 0; i < data.length; i++) {
      y = (1 - a) * data[i] + a * y;
      if (pass === 1) data[i] = y;
    }
  }
}

const mixL = new Float64Array(N);
const mixR = new Float64Array(N);
for (let i = 0; i < N; i++) {
  mixL[i] = left[i] * 0.8 + wetL[i] * 0.45;
  mixR[i] = right[i] * 0.8 + wetR[i] * 0.45;
}
lowpass(mixL, 6000);
lowpass(mixR, 6000);

// Remove DC, normalise to the target RMS, then a gentle soft clip only if a peak gets too close.
let mean = 0;
for (let i = 0; i < N; i++) mean += (mixL[i] + mixR[i]) / 2;
mean /= N;
let sumSq = 0;
for (let i = 0; i < N; i++) {
  mixL[i] -= mean;
  mixR[i] -= mean;
  sumSq += mixL[i] ** 2 + mixR[i] ** 2;
}
const rms = Math.sqrt(sumSq / (2 * N));
const gain = 10 ** (TARGET_RMS_DB / 20) / rms;
const CEILING = 10 ** (-1.5 / 20);
const shape = (x) =>
  Math.abs(x) < 0.7 * CEILING ? x : Math.sign(x) * CEILING * Math.tanh(Math.abs(x) / CEILING);

const pcm = Buffer.alloc(44 + N * 4);
pcm.write('RIFF', 0);
pcm.writeUInt32LE(36 + N * 4, 4);
pcm.write('WAVE', 8);
pcm.write('fmt ', 12);
pcm.writeUInt32LE(16, 16);
pcm.writeUInt16LE(1, 20); // PCM
pcm.writeUInt16LE(2, 22); // stereo
pcm.writeUInt32LE(RATE, 24);
pcm.writeUInt32LE(RATE * 4, 28);
pcm.writeUInt16LE(4, 32);
pcm.writeUInt16LE(16, 34);
pcm.write('data', 36);
pcm.writeUInt32LE(N * 4, 40);
let peak = 0;
for (let i = 0; i < N; i++) {
  const l = shape(mixL[i] * gain);
  const r = shape(mixR[i] * gain);
  peak = Math.max(peak, Math.abs(l), Math.abs(r));
  pcm.writeInt16LE(Math.round(l * 32767), 44 + i * 4);
  pcm.writeInt16LE(Math.round(r * 32767), 46 + i * 4);
}
console.log(`length ${LENGTH.toFixed(1)} s, peak ${(20 * Math.log10(peak)).toFixed(1)} dBFS`);

if (WAV_ONLY) {
  writeFileSync(WAV_ONLY, pcm);
  console.log(`wrote ${WAV_ONLY}`);
} else {
  const wav = join(tmpdir(), `narrative-loop-${process.pid}.wav`);
  writeFileSync(wav, pcm);
  mkdirSync(dirname(OUT), { recursive: true });
  const enc = spawnSync('oggenc', ['-Q', '-q', '2', '-o', OUT, wav], { stdio: 'inherit' });
  rmSync(wav, { force: true });
  if (enc.error || enc.status !== 0) {
    console.error('oggenc failed or is missing: apt-get install vorbis-tools (or use --wav).');
    process.exit(1);
  }
  console.log(`wrote ${OUT}`);
}
