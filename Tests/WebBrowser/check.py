#!/usr/bin/env python3
"""Loads the web front's pages in headless Chromium and prints one JSON report (Python's stdlib only).

Usage: check.py BASE_URL OUTDIR [--pages FILE] [--widths 390,640,1280] [--expect-title-unchanged]

Each page (FILE: one `NAME PATH` a line, `#` comments; default PAGES below) is loaded afresh at each
width (844 px high, device scale 1) and, after its load event, reported: the document's HTTP status and
Content-Security-Policy header, `document.title`, the `<title>` text as served, `lang`, sideways
scrolling (`scrollWidth > clientWidth`) at the width and at 200 % zoom, table rows, images and their alt
texts, the `up`/`down` markers, any `<script>` element, console errors, CSP violations and failed
requests. A full-page screenshot goes to OUTDIR/NAME-WIDTH.png.

200 % zoom is modelled as browser zoom is: the layout viewport is half as many CSS pixels wide, drawn
at device scale 2 (`Emulation.setDeviceMetricsOverride`, width/2, deviceScaleFactor 2), so media
queries and reflow see 195, 320 and 640 px. `Emulation.setPageScaleFactor` is pinch zoom: it magnifies
without reflowing, where sideways scrolling is expected, so it would test nothing.

The DOM is read in an isolated world, so a page's script cannot fake what is read (a redefined
`document.title` getter, say). With --expect-title-unchanged the exit status is 1 when a page's
`document.title` is not its served `<title>` (whitespace collapsed as `document.title` does): a payload
that ran would have changed it. Exit 1 too when a page could not be loaded at all (`load_errors`);
exit 2: Chromium missing or not answering.
Chromium talks DevTools over --remote-debugging-pipe (fd 3 in, fd 4 out, NUL-separated JSON).
"""
import argparse
import base64
import html.parser
import json
import os
import re
import select
import shutil
import subprocess
import sys
import tempfile
import time
import urllib.parse

PAGES = [
    ('daily-list', '/daily?day=20220105'),
    ('daily-icon', '/daily?day=20220105&mode=icon'),
    ('detail', '/detail?movie=20112207'),
    ('calendar', '/calendar?month=202201'),
    ('trend', '/trend?movie=20112207'),
    ('top', '/top?from=20220101&to=20220107'),
    ('compare', '/compare?films=20199882+20210028'),
]
HEIGHT = 844
LOAD_TIMEOUT = 20.0
SCREENSHOT_MAX_HEIGHT = 8000

# Read in the isolated world after load: what the report says of the page's DOM.
FACTS = r'''(() => {
  const text = e => e.textContent.replace(/\s+/g, ' ').trim();
  const images = Array.from(document.images);
  return {
    title: document.title,
    lang: document.documentElement.lang,
    rows: document.querySelectorAll('table tbody tr').length,
    images: images.length,
    alts: images.map(i => i.getAttribute('alt')),
    markers: Array.from(document.querySelectorAll('.up, .down')).map(
      e => ({class: e.classList.contains('up') ? 'up' : 'down', text: text(e)})),
    scripts: Array.from(document.scripts).map(s => s.outerHTML.slice(0, 200)),
  };
})()'''

# Sideways scrolling, and the elements sticking out past the right edge (the first five) to say why.
OVERFLOW = r'''(() => {
  const root = document.documentElement, edge = root.clientWidth, scrolls = root.scrollWidth > edge;
  const out = Array.from(scrolls && document.body ? document.body.querySelectorAll('*') : [])
    .filter(e => e.getBoundingClientRect().right > edge + 0.5)
    .slice(0, 5)
    .map(e => e.tagName.toLowerCase() + (e.className && typeof e.className === 'string'
      ? '.' + e.className.trim().split(/\s+/).join('.') : '') + ' ' + Math.round(e.getBoundingClientRect().right));
  return {scrolls, scrollWidth: root.scrollWidth, clientWidth: edge, sticking_out: out};
})()'''


class Chromium:
    """One headless browser and one page (tab), spoken to over the DevTools pipe."""

    def __init__(self, executable):
        self.profile = tempfile.mkdtemp(prefix='check-chromium-')
        to_browser, self._write = os.pipe()
        self._read, from_browser = os.pipe()

        def child():  # the browser reads fd 3 and writes fd 4
            a, b = os.dup(to_browser), os.dup(from_browser)
            os.dup2(a, 3)
            os.dup2(b, 4)
        flags = ['--headless', '--disable-gpu', '--hide-scrollbars', '--remote-debugging-pipe',
                 f'--user-data-dir={self.profile}', '--no-first-run', '--no-default-browser-check',
                 '--disable-extensions', '--disable-background-networking', '--force-color-profile=srgb',
                 '--mute-audio']
        if os.geteuid() == 0:
            flags.append('--no-sandbox')  # Chromium refuses to run as root with its sandbox
        self.process = subprocess.Popen([executable, *flags, 'about:blank'], pass_fds=(3, 4), preexec_fn=child,
                                        stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                                        stderr=subprocess.DEVNULL)
        os.close(to_browser)
        os.close(from_browser)
        self.next_id, self.buffer, self.events = 0, b'', []
        self.version = self.send('Browser.getVersion')['product']
        target = self.send('Target.createTarget', url='about:blank')['targetId']
        self.session = self.send('Target.attachToTarget', targetId=target, flatten=True)['sessionId']
        for domain in ('Page', 'Runtime', 'Log', 'Network'):
            self.page(f'{domain}.enable')

    def _message(self, deadline):
        while b'\0' not in self.buffer:
            left = deadline - time.monotonic()
            if left <= 0 or not select.select([self._read], [], [], left)[0]:
                return None
            chunk = os.read(self._read, 1 << 16)
            if not chunk:
                raise SystemExit('check.py: chromium closed its DevTools pipe')
            self.buffer += chunk
        line, self.buffer = self.buffer.split(b'\0', 1)
        return json.loads(line)

    def send(self, method, session=None, timeout=LOAD_TIMEOUT, **params):
        """A command's result; events read meanwhile are kept in self.events."""
        self.next_id += 1
        message = {'id': self.next_id, 'method': method, 'params': params}
        if session:
            message['sessionId'] = session
        os.write(self._write, json.dumps(message).encode() + b'\0')
        deadline = time.monotonic() + timeout
        while True:
            reply = self._message(deadline)
            if reply is None:
                raise SystemExit(f'check.py: chromium did not answer {method} in {timeout:.0f} s')
            if reply.get('id') == self.next_id:
                if 'error' in reply:
                    raise RuntimeError(f'{method}: {reply["error"]}')
                return reply['result']
            if 'method' in reply:
                self.events.append(reply)

    def page(self, method, **params):
        return self.send(method, self.session, **params)

    def wait_for(self, method, timeout=LOAD_TIMEOUT):
        """Reads events until `method` arrives (True) or the time is up (False)."""
        deadline = time.monotonic() + timeout
        while not any(e['method'] == method for e in self.events):
            event = self._message(deadline)
            if event is None:
                return False
            if 'method' in event:
                self.events.append(event)
        return True

    def drain(self, quiet=0.3):
        """Reads events until none came for `quiet` seconds (a favicon request comes after load)."""
        while (event := self._message(time.monotonic() + quiet)) is not None:
            if 'method' in event:
                self.events.append(event)

    def evaluate(self, expression, context):
        result = self.page('Runtime.evaluate', expression=expression, contextId=context, returnByValue=True)
        if 'exceptionDetails' in result:
            raise RuntimeError(f'evaluating in the page: {result["exceptionDetails"].get("text")}')
        return result['result'].get('value')

    def close(self):
        try:
            self.send('Browser.close', timeout=5)
        except (SystemExit, RuntimeError, OSError):
            pass
        try:
            self.process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait()
        shutil.rmtree(self.profile, ignore_errors=True)


class TitleReader(html.parser.HTMLParser):
    """The first <title>'s text as served, character references decoded."""

    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.inside, self.seen, self.done, self.parts = False, False, False, []

    def handle_starttag(self, tag, attrs):
        if tag == 'title' and not self.done:
            self.inside = self.seen = True

    def handle_endtag(self, tag):
        if tag == 'title' and self.inside:
            self.inside, self.done = False, True

    def handle_data(self, data):
        if self.inside:
            self.parts.append(data)


def served_title(body):
    reader = TitleReader()
    reader.feed(body)
    reader.close()
    # document.title strips and collapses ASCII whitespace only (a U+00A0 in a title stays)
    return ' '.join(re.split(r'[\t\n\f\r ]+', ''.join(reader.parts).strip('\t\n\f\r '))) if reader.seen else None


def metrics(browser, width, zoom=1):
    browser.page('Emulation.setDeviceMetricsOverride', width=width // zoom, height=HEIGHT // zoom,
                 deviceScaleFactor=zoom, mobile=False)


def load(browser, url, width, screenshot):
    """One page at one width: the report's entry."""
    browser.events.clear()
    metrics(browser, width)
    navigation = browser.page('Page.navigate', url=url)
    if 'errorText' in navigation:
        return {'error': navigation['errorText']}
    loaded = browser.wait_for('Page.loadEventFired')
    browser.drain()
    world = browser.page('Page.createIsolatedWorld', frameId=navigation['frameId'], worldName='check')
    context = world['executionContextId']
    entry = {'loaded': loaded}
    document = next((e['params'] for e in browser.events if e['method'] == 'Network.responseReceived'
                     and e['params'].get('loaderId') == navigation['loaderId']
                     and e['params'].get('type') == 'Document'), None)
    if document:
        response = document['response']
        headers = {k.lower(): v for k, v in response.get('headers', {}).items()}
        entry['status'] = response['status']
        entry['csp'] = headers.get('content-security-policy')
        try:
            body = browser.page('Network.getResponseBody', requestId=document['requestId'])
        except RuntimeError as error:  # no body kept (a HEAD, say): the title check then fails, visibly
            entry['body_error'] = str(error)
        else:
            raw = body['body']
            text = base64.b64decode(raw).decode('utf-8', 'replace') if body['base64Encoded'] else raw
            entry['served_title'] = served_title(text)
    facts = browser.evaluate(FACTS, context)
    entry.update(facts)
    entry['title_unchanged'] = entry.get('served_title') == facts['title']
    entry['overflow'] = browser.evaluate(OVERFLOW, context)
    full = min(browser.evaluate('document.documentElement.scrollHeight', context), SCREENSHOT_MAX_HEIGHT)
    browser.page('Emulation.setDeviceMetricsOverride', width=width, height=max(full, HEIGHT),
                 deviceScaleFactor=1, mobile=False)
    for _ in range(100):  # lazy images now in view: wait until they have loaded or failed
        if browser.evaluate('Array.from(document.images).every(i => i.complete)', context):
            break
        time.sleep(0.05)
    png = browser.page('Page.captureScreenshot', format='png')['data']
    with open(screenshot, 'wb') as f:
        f.write(base64.b64decode(png))
    entry['screenshot'] = screenshot
    metrics(browser, width, zoom=2)
    entry['overflow_zoom200'] = browser.evaluate(OVERFLOW, context)
    browser.drain(quiet=0.1)
    entry.update(problems(browser.events))
    return entry


def problems(events):
    """Console errors, CSP violations and failed requests among one load's events."""
    console, csp, failed = [], [], []
    for event in events:
        method, params = event['method'], event['params']
        if method == 'Log.entryAdded':
            log = params['entry']
            if log['source'] == 'security' or 'Content Security Policy' in log['text']:
                csp.append(log['text'][:300])
            elif log['level'] == 'error' and log['source'] != 'network':  # failed requests are listed below
                console.append(f'{log["source"]}: {log["text"][:300]}')
        elif method == 'Runtime.consoleAPICalled' and params['type'] in ('error', 'assert'):
            console.append('console: ' + ' '.join(str(a.get('value', a.get('description', ''))) for a in params['args']))
        elif method == 'Runtime.exceptionThrown':
            details = params['exceptionDetails']
            console.append('exception: ' + details.get('exception', {}).get('description', details.get('text', '')))
        elif method == 'Network.responseReceived' and params['response']['status'] >= 400:
            failed.append({'url': params['response']['url'], 'status': params['response']['status']})
        elif method == 'Network.loadingFailed' and not params.get('canceled'):
            failed.append({'request': params['requestId'], 'error': params.get('errorText'),
                           'blocked': params.get('blockedReason')})
    return {'console_errors': console, 'csp_violations': csp, 'failed_requests': failed}


def read_pages(path):
    pages = []
    with open(path, encoding='utf-8') as f:
        for line in f:
            line = line.strip()
            if line and not line.startswith('#'):
                name, page = line.split(None, 1)
                pages.append((name, page.strip()))
    return pages


def main():
    parser = argparse.ArgumentParser(description='Check the web front in headless Chromium.')
    parser.add_argument('base_url')
    parser.add_argument('outdir')
    parser.add_argument('--pages', help='a file of `NAME PATH` lines')
    parser.add_argument('--widths', default='390,640,1280')
    parser.add_argument('--expect-title-unchanged', action='store_true')
    args = parser.parse_args()
    executable = os.environ.get('CHROMIUM') or shutil.which('chromium')
    if not executable:
        print('check.py: no chromium on the PATH (scripts/install-deps installs it)', file=sys.stderr)
        return 2
    pages = read_pages(args.pages) if args.pages else PAGES
    widths = [int(w) for w in args.widths.split(',')]
    os.makedirs(args.outdir, exist_ok=True)
    browser = Chromium(executable)
    report = {'base_url': args.base_url, 'chromium': browser.version, 'widths': widths,
              'zoom200': 'setDeviceMetricsOverride width/2, height/2, deviceScaleFactor 2', 'pages': []}
    try:
        for name, path in pages:
            url = urllib.parse.urljoin(args.base_url, path)
            loads = {str(w): load(browser, url, w, os.path.join(args.outdir, f'{name}-{w}.png')) for w in widths}
            report['pages'].append({'name': name, 'path': path, 'widths': loads})
    finally:
        browser.close()
    loads = [(f'{p["name"]}@{w}', e) for p in report['pages'] for w, e in p['widths'].items()]
    report['load_errors'] = [name for name, e in loads if 'error' in e]
    report['titles_changed'] = [name for name, e in loads if 'error' not in e and not e.get('title_unchanged')]
    print(json.dumps(report, ensure_ascii=False, indent=1))
    return 1 if report['load_errors'] or (args.expect_title_unchanged and report['titles_changed']) else 0


if __name__ == '__main__':
    sys.exit(main())
