"""compare_png.py's decoder and tolerance: python3 -m unittest discover -s Tests/WebBrowser (stdlib only)."""
import contextlib
import io
import os
import random
import struct
import tempfile
import unittest
import zlib

import compare_png


def paeth(a, b, c):
    p = a + b - c
    pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
    return a if pa <= pb and pa <= pc else (b if pb <= pc else c)


def filtered(kind, line, prior, bpp):
    """The bytes libpng would write for one row under filter `kind` (the inverse of the decoder's)."""
    out = bytearray(len(line))
    for i, x in enumerate(line):
        a = line[i - bpp] if i >= bpp else 0
        b = prior[i]
        c = prior[i - bpp] if i >= bpp else 0
        predictor = [0, a, b, (a + b) >> 1, paeth(a, b, c)][kind]
        out[i] = (x - predictor) & 0xFF
    return bytes(out)


def encode(width, height, pixels, colour=6, filters=(0, 1, 2, 3, 4)):
    """A PNG of `pixels` (a list of rows of channel tuples), each row under the next filter in turn."""
    bpp = compare_png.CHANNELS[colour]
    raw, prior = bytearray(), bytes(width * bpp)
    for y, row in enumerate(pixels):
        line = bytes(v for pixel in row for v in pixel)
        kind = filters[y % len(filters)]
        raw += bytes([kind]) + filtered(kind, line, prior, bpp)
        prior = line

    def chunk(kind, body):
        return struct.pack('>I', len(body)) + kind + body + struct.pack('>I', zlib.crc32(kind + body))
    header = struct.pack('>IIBBBBB', width, height, 8, colour, 0, 0, 0)
    return compare_png.SIGNATURE + chunk(b'IHDR', header) + chunk(b'IDAT', zlib.compress(bytes(raw))) + chunk(
        b'IEND', b'')


def noise(width, height, channels, seed=7):
    rng = random.Random(seed)
    return [[tuple(rng.randrange(256) for _ in range(channels)) for _ in range(width)] for _ in range(height)]


class DecoderTests(unittest.TestCase):
    def test_every_filter_round_trips_rgba_and_rgb(self):
        for colour, channels in ((6, 4), (2, 3)):
            for kind in range(5):
                with self.subTest(colour=colour, filter=kind):
                    pixels = noise(13, 9, channels, seed=kind)
                    width, height, rows = compare_png.decode(encode(13, 9, pixels, colour, (kind,)))
                    expected = [bytes(v for p in row for v in (p + (255,) if channels == 3 else p)) for row in pixels]
                    self.assertEqual((width, height), (13, 9))
                    self.assertEqual(rows, expected)

    def test_sub_prefix_sum_carries_across_a_long_row(self):
        pixels = [[(255, 1, 128, 7)] * 700, [(3, 254, 129, 0)] * 700]
        _, _, rows = compare_png.decode(encode(700, 2, pixels, 6, (1,)))
        self.assertEqual(rows, [bytes((255, 1, 128, 7)) * 700, bytes((3, 254, 129, 0)) * 700])

    def test_a_file_that_is_no_png_is_refused(self):
        with self.assertRaises(compare_png.NotReadable):
            compare_png.decode(b'GIF89a')


class ComparisonTests(unittest.TestCase):
    """20 x 10 = 200 pixels: at --max-fraction 0.005 one differing pixel is allowed, two are not."""

    def setUp(self):
        self.folder = tempfile.TemporaryDirectory()
        self.base = [[(200, 200, 200, 255)] * 20 for _ in range(10)]

    def tearDown(self):
        self.folder.cleanup()

    def write(self, name, pixels, width=20):
        path = os.path.join(self.folder.name, name)
        with open(path, 'wb') as f:
            f.write(encode(width, len(pixels), pixels))
        return path

    def run_main(self, ref, new, *options):
        out = io.StringIO()
        with contextlib.redirect_stdout(out):
            status = compare_png.main([ref, new, *options])
        return status, out.getvalue()

    def changed(self, *places, pixel=(0, 0, 0, 255)):
        rows = [list(row) for row in self.base]
        for x, y in places:
            rows[y][x] = pixel
        return rows

    def test_identical_images_match(self):
        status, line = self.run_main(self.write('a.png', self.base), self.write('b.png', self.base))
        self.assertEqual(status, 0)
        self.assertIn('"differing": 0', line)
        self.assertEqual(line.count('\n'), 1)

    def test_one_pixel_off_is_exactly_at_the_limit(self):
        status, line = self.run_main(self.write('a.png', self.base), self.write('b.png', self.changed((3, 4))))
        self.assertEqual(status, 0, line)
        self.assertIn('"differing": 1', line)

    def test_two_pixels_off_are_one_past_the_limit(self):
        status, line = self.run_main(self.write('a.png', self.base), self.write('b.png', self.changed((3, 4), (19, 9))))
        self.assertEqual(status, 1, line)
        self.assertIn('"differing": 2', line)

    def test_a_colour_change_within_the_fuzz_is_not_counted_and_one_past_it_is(self):
        # Every channel (alpha too) 25 apart: the distance is exactly 25/255, the fuzz; 26 apart is past it.
        ref = self.write('a.png', self.base)
        at = self.write('at.png', self.changed((0, 0), (1, 1), pixel=(225, 225, 225, 230)))
        past = self.write('past.png', self.changed((0, 0), (1, 1), pixel=(226, 226, 226, 229)))
        self.assertEqual(self.run_main(ref, at, '--fuzz', str(25 / 255))[0], 0)
        status, line = self.run_main(ref, past, '--fuzz', str(25 / 255))
        self.assertEqual(status, 1, line)
        self.assertIn('"differing": 2', line)

    def test_a_different_size_does_not_match(self):
        status, line = self.run_main(self.write('a.png', self.base), self.write('b.png', self.base[:9]))
        self.assertEqual(status, 1)
        self.assertIn('sizes differ', line)

    def test_an_unreadable_file_exits_2(self):
        status, line = self.run_main(self.write('a.png', self.base), os.path.join(self.folder.name, 'none.png'))
        self.assertEqual(status, 2)
        self.assertIn('"match": false', line)


if __name__ == '__main__':
    unittest.main()
