#!/usr/bin/env python3
"""Compares two PNG screenshots with a tolerance, Python's standard library only (no ImageMagick).

Usage: compare_png.py REF NEW [--fuzz 0.10] [--max-fraction 0.005]

A pixel differs when the root mean square of its channel differences (R, G, B and A, each 0-255,
a missing alpha read as 255) is more than FUZZ x 255, as ImageMagick's `-fuzz` measures colour
distance. The images match when they have the same size and at most MAX_FRACTION of their pixels
differ. Prints one line of JSON and exits 0 when they match, 1 when they do not, 2 when a file is no
PNG this decoder reads (8-bit grey, grey+alpha, RGB or RGBA, not interlaced: what Chromium writes).
"""
import argparse
import json
import struct
import sys
import zlib

SIGNATURE = b'\x89PNG\r\n\x1a\n'
CHANNELS = {0: 1, 2: 3, 4: 2, 6: 4}  # colour type -> samples a pixel


class NotReadable(Exception):
    """A file this decoder does not read, with the reason."""


def _add_bytes(a, b, lanes_mask, high_mask):
    """Bytewise (a + b) mod 256 on two rows packed as big integers (no carry crosses a byte)."""
    return ((a & lanes_mask) + (b & lanes_mask)) ^ ((a ^ b) & high_mask)


def _unfilter_sub(row, bpp):
    """Filter 1: each byte plus the reconstructed byte bpp to its left, as a prefix sum in log steps."""
    n = len(row)
    lanes, high = int.from_bytes(b'\x7f' * n, 'little'), int.from_bytes(b'\x80' * n, 'little')
    full = (1 << (8 * n)) - 1
    x, shift = int.from_bytes(row, 'little'), bpp
    while shift < n:
        x = _add_bytes(x, (x << (8 * shift)) & full, lanes, high)
        shift *= 2
    return x.to_bytes(n, 'little')


def _unfilter_up(row, prior):
    n = len(row)
    lanes, high = int.from_bytes(b'\x7f' * n, 'little'), int.from_bytes(b'\x80' * n, 'little')
    return _add_bytes(int.from_bytes(row, 'little'), int.from_bytes(prior, 'little'), lanes, high).to_bytes(n, 'little')


def _unfilter_average(row, prior, bpp):
    out = bytearray(row)
    for i in range(len(out)):
        left = out[i - bpp] if i >= bpp else 0
        out[i] = (out[i] + ((left + prior[i]) >> 1)) & 0xFF
    return bytes(out)


def _unfilter_paeth(row, prior, bpp):
    out = bytearray(row)
    for i in range(len(out)):
        if i >= bpp:
            a, c = out[i - bpp], prior[i - bpp]
        else:
            a = c = 0
        b = prior[i]
        p = a + b - c
        pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
        predictor = a if pa <= pb and pa <= pc else (b if pb <= pc else c)
        out[i] = (out[i] + predictor) & 0xFF
    return bytes(out)


def decode(data):
    """(width, height, rows): each row RGBA bytes, 4 a pixel."""
    if not data.startswith(SIGNATURE):
        raise NotReadable('no PNG signature')
    at, header, compressed = len(SIGNATURE), None, []
    while at + 8 <= len(data):
        length, kind = struct.unpack('>I4s', data[at:at + 8])
        body = data[at + 8:at + 8 + length]
        if kind == b'IHDR':
            header = struct.unpack('>IIBBBBB', body)
        elif kind == b'IDAT':
            compressed.append(body)
        elif kind == b'IEND':
            break
        at += 12 + length
    if header is None:
        raise NotReadable('no IHDR chunk')
    width, height, depth, colour, _, _, interlace = header
    if depth != 8 or colour not in CHANNELS or interlace != 0:
        raise NotReadable(f'bit depth {depth}, colour type {colour}, interlace {interlace}: not read')
    try:
        raw = zlib.decompress(b''.join(compressed))
    except zlib.error as error:
        raise NotReadable(f'image data: {error}') from error
    bpp = CHANNELS[colour]
    stride = width * bpp
    if len(raw) < height * (stride + 1):
        raise NotReadable('image data shorter than its header says')
    rows, prior = [], bytes(stride)
    for y in range(height):
        start = y * (stride + 1)
        kind, row = raw[start], raw[start + 1:start + 1 + stride]
        if kind == 0:
            line = bytes(row)
        elif kind == 1:
            line = _unfilter_sub(row, bpp)
        elif kind == 2:
            line = _unfilter_up(row, prior)
        elif kind == 3:
            line = _unfilter_average(row, prior, bpp)
        elif kind == 4:
            line = _unfilter_paeth(row, prior, bpp)
        else:
            raise NotReadable(f'row {y} has filter type {kind}')
        rows.append(_rgba(line, colour))
        prior = line
    return width, height, rows


def _rgba(line, colour):
    if colour == 6:
        return line
    out = bytearray(len(line) // CHANNELS[colour] * 4)
    if colour == 2:
        for k in range(3):
            out[k::4] = line[k::3]
    elif colour == 0:
        for k in range(3):
            out[k::4] = line
    else:  # grey + alpha
        for k in range(3):
            out[k::4] = line[0::2]
        out[3::4] = line[1::2]
        return bytes(out)
    out[3::4] = b'\xff' * (len(out) // 4)
    return bytes(out)


def differing_pixels(first, second, fuzz):
    """How many pixels of two equal-sized RGBA row lists are further apart than fuzz (0-1)."""
    limit = (fuzz * 255) ** 2 * 4 + 1e-6  # sum of squared channel differences allowed (and rounding's)
    count = 0
    for a, b in zip(first, second):
        if a == b:
            continue
        for i in range(0, len(a), 4):
            if a[i:i + 4] != b[i:i + 4]:
                total = sum((a[i + k] - b[i + k]) ** 2 for k in range(4))
                if total > limit:
                    count += 1
    return count


def compare(ref_path, new_path, fuzz, max_fraction):
    """The one-line summary as a dictionary, with `match`."""
    with open(ref_path, 'rb') as f:
        ref = decode(f.read())
    with open(new_path, 'rb') as f:
        new = decode(f.read())
    summary = {'ref': ref_path, 'new': new_path, 'ref_size': [ref[0], ref[1]], 'new_size': [new[0], new[1]],
               'fuzz': fuzz, 'max_fraction': max_fraction}
    if ref[:2] != new[:2]:
        return dict(summary, match=False, reason='sizes differ')
    pixels = ref[0] * ref[1]
    differing = differing_pixels(ref[2], new[2], fuzz)
    fraction = differing / pixels if pixels else 0.0
    return dict(summary, differing=differing, pixels=pixels, fraction=round(fraction, 6),
                match=differing <= max_fraction * pixels + 1e-9)


def main(argv=None):
    parser = argparse.ArgumentParser(description='Compare two PNG screenshots with a tolerance.')
    parser.add_argument('ref')
    parser.add_argument('new')
    parser.add_argument('--fuzz', type=float, default=0.10, help='colour distance ignored, 0-1 (default 0.10)')
    parser.add_argument('--max-fraction', type=float, default=0.005,
                        help='share of pixels allowed to differ (default 0.005)')
    args = parser.parse_args(argv)
    try:
        summary = compare(args.ref, args.new, args.fuzz, args.max_fraction)
    except (OSError, NotReadable) as error:
        print(json.dumps({'ref': args.ref, 'new': args.new, 'match': False, 'error': str(error)}))
        return 2
    print(json.dumps(summary, ensure_ascii=False))
    return 0 if summary['match'] else 1


if __name__ == '__main__':
    sys.exit(main())
