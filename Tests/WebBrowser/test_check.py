"""check.py against fixture pages in real headless Chromium (skipped without chromium on the PATH).

Run: python3 -m unittest discover -s Tests/WebBrowser. The fixtures are served by Python's http.server,
with the web front's Content-Security-Policy header under /csp/, so each detection is seen to work.
"""
import functools
import http.server
import json
import os
import shutil
import subprocess
import sys
import tempfile
import threading
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
FIXTURES = os.path.join(HERE, 'Fixtures')
CSP = ("default-src 'none'; img-src 'self'; style-src 'self'; form-action 'self'; base-uri 'none'; "
       "frame-ancestors 'none'")
PAGES = """overflow /overflow.html
hostile /hostile.html
hostile-csp /csp/hostile.html
errors /errors.html
"""


class FixtureHandler(http.server.SimpleHTTPRequestHandler):
    """The fixtures as files; under /csp/ the same files with the CSP header."""

    def translate_path(self, path):
        return super().translate_path(path[len('/csp'):] if path.startswith('/csp/') else path)

    def end_headers(self):
        if self.path.startswith('/csp/'):
            self.send_header('Content-Security-Policy', CSP)
        super().end_headers()

    def log_message(self, *args):
        pass


@unittest.skipUnless(shutil.which('chromium'), 'chromium is not installed (scripts/install-deps installs it)')
class CheckTests(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.server = http.server.ThreadingHTTPServer(
            ('127.0.0.1', 0), functools.partial(FixtureHandler, directory=FIXTURES))
        threading.Thread(target=cls.server.serve_forever, daemon=True).start()
        cls.folder = tempfile.TemporaryDirectory()
        pages = os.path.join(cls.folder.name, 'pages.txt')
        with open(pages, 'w') as f:
            f.write(PAGES)
        run = subprocess.run([sys.executable, os.path.join(HERE, 'check.py'),
                              f'http://127.0.0.1:{cls.server.server_address[1]}/', cls.folder.name,
                              '--pages', pages, '--expect-title-unchanged'],
                             capture_output=True, text=True, timeout=300)
        cls.status, cls.report = run.returncode, json.loads(run.stdout)
        cls.pages = {p['name']: p['widths'] for p in cls.report['pages']}

    @classmethod
    def tearDownClass(cls):
        cls.server.shutdown()
        cls.server.server_close()
        cls.folder.cleanup()

    def test_sideways_scrolling_is_seen_where_it_happens(self):
        widths = self.pages['overflow']
        self.assertEqual([widths[w]['overflow']['scrolls'] for w in ('390', '640', '1280')], [True, False, False])
        self.assertEqual([widths[w]['overflow_zoom200']['scrolls'] for w in ('390', '640', '1280')],
                         [True, True, False])
        self.assertEqual(widths['390']['overflow']['sticking_out'], ['pre 608'])

    def test_the_dom_is_reported(self):
        page = self.pages['overflow']['390']
        self.assertEqual((page['status'], page['lang'], page['rows'], page['alts']), (200, 'ko', 3, ['경관의 피']))
        self.assertEqual(page['markers'], [{'class': 'down', 'text': '▼1'}, {'class': 'up', 'text': '▲6'}])
        self.assertEqual(page['title'], '일별 박스오피스 · 2022-01-05')
        self.assertEqual(page['scripts'], [])

    def test_a_script_that_changes_the_title_is_caught(self):
        page = self.pages['hostile']['390']
        self.assertFalse(page['title_unchanged'])
        self.assertEqual(page['served_title'], '<script>document.title=\'x\'</script> "><img src=x onerror=alert(1)>')
        self.assertEqual(len(page['scripts']), 1)
        self.assertEqual(self.status, 1)
        self.assertEqual(self.report['titles_changed'], ['hostile@390', 'hostile@640', 'hostile@1280'])
        self.assertEqual(self.report['load_errors'], [])

    def test_a_csp_without_inline_script_keeps_the_title_and_its_violations_are_listed(self):
        page = self.pages['hostile-csp']['390']
        self.assertEqual(page['csp'], CSP)
        self.assertTrue(page['title_unchanged'], page['title'])
        self.assertEqual(len(page['csp_violations']), 2, page['csp_violations'])
        self.assertIn('inline script', page['csp_violations'][0])
        self.assertIn('inline event handler', page['csp_violations'][1])

    def test_console_errors_and_exceptions_are_listed(self):
        errors = self.pages['errors']['390']['console_errors']
        self.assertEqual(errors[0], 'console: boom 42')
        self.assertTrue(errors[1].startswith('exception: ReferenceError: missingFunction is not defined'), errors)

    def test_a_screenshot_is_written_for_each_page_and_width(self):
        for name, widths in self.pages.items():
            for width, page in widths.items():
                with open(page['screenshot'], 'rb') as f:
                    self.assertEqual(f.read(8), b'\x89PNG\r\n\x1a\n', f'{name}@{width}')


if __name__ == '__main__':
    unittest.main()
