"""Drives `boxoffice mcp` with the official Python MCP client and prints one JSON report.

Usage: check.py BOXOFFICE KEY. The environment (KOBIS_BASE_URL, XDG folders, KOBIS_API_KEY) is the
test's; each tool's structured content is compared with what `boxoffice NAME ... --format json`
prints in the same environment. The report says what was called, what differed, what failed, and
whether the key appeared anywhere. Run by MCPPythonClientTests (Tests/BoxOfficeEndToEndTests).
"""

import asyncio
import json
import os
import subprocess
import sys

from mcp import ClientSession, StdioServerParameters
from mcp.client.stdio import stdio_client

BOXOFFICE, KEY = sys.argv[1], sys.argv[2]
ENV = dict(os.environ)

# Each tool with its arguments, and the one-shot command line that must print the same document.
CALLS = [
    ("sync", {"from": "20240101", "to": "20240107", "dryRun": True},
     ["sync", "20240101", "20240107", "--dry-run"]),
    ("sync", {"from": "20240101", "to": "20240107", "charts": "daily,weekly,weekend,weekdays"}, None),
    ("daily", {"day": "20240105"}, ["daily", "20240105"]),
    ("daily", {"day": "2024-01-05", "nation": "korean"}, ["daily", "2024-01-05", "--nation", "korean"]),
    # A client's None for an argument left out: not given, so the whole filter is `all`.
    ("daily", {"day": "20240105", "nation": None, "region": None}, ["daily", "20240105"]),
    ("weekly", {"day": "20240103"}, ["weekly", "20240103"]),
    ("weekend", {"day": "20240106"}, ["weekend", "20240106"]),
    ("weekdays", {"day": "20240102"}, ["weekdays", "20240102"]),
    ("detail", {"movie": "20990001"}, ["detail", "20990001"]),
    ("search", {"title": "영화"}, ["search", "영화"]),
    ("people", {"name": "감독"}, ["people", "감독"]),
    ("person", {"person": "10000001"}, ["person", "10000001"]),
    ("company", {"name": "영화사"}, ["company", "영화사"]),
    ("codes", {"group": "2204"}, ["codes", "2204"]),
    ("trend", {"movie": "20990001"}, ["trend", "20990001"]),
    ("top", {"from": "20240101", "to": "20240107", "limit": 3}, ["top", "20240101", "20240107", "--limit", "3"]),
    ("compare", {"films": "20990001 20990002"}, ["compare", "20990001", "20990002"]),
    ("openings", {"month": "202401"}, ["openings", "202401"]),
    ("months", {"year": "2024"}, ["months", "2024"]),
    ("calendar", {"month": "202401"}, ["calendar", "202401"]),
    ("daily", {"day": "20240105"}, None),
    ("shares", {}, None),
    ("status", {}, ["status"]),
]

# Calls that must fail as tool errors, each with a word the prompt's message holds.
BAD_CALLS = [
    ("daily", {"day": "2099"}, "2099"),
    ("daily", {"day": "20240105", "colour": "red"}, "colour"),
    ("top", {}, "top"),
    ("sync", {"from": "20240107", "to": "20240101", "dryRun": True}, "2024-01-01"),
    ("daily", {"day": "20240105", "format": "csv"}, "--format"),
    ("sync", {"from": "20240101", "concurrency": 99, "dryRun": True}, "99"),
    ("daily", {"day": ["2024", {"x": 1}]}, "x"),
]


def comparable(document):
    """The document without what may rightly differ between two runs a moment apart: where the
    figures came from this time (`kobis` when fetched, `cache` when read back from the store), the
    store's size in bytes (it grows as it keeps), and which day a session has shown (`shown`)."""
    if isinstance(document, dict):
        return {key: ("kobis|cache" if key == "source" and value in ("kobis", "cache") else comparable(value))
                for key, value in document.items() if key not in ("bytes", "shown")}
    if isinstance(document, list):
        return [comparable(item) for item in document]
    return document


def one_shot(arguments):
    done = subprocess.run([BOXOFFICE] + arguments + ["--format", "json"], env=ENV,
                          capture_output=True, text=True, timeout=120)
    return done.returncode, done.stdout, done.stderr


async def main():
    report = {"tools": [], "called": [], "mismatches": [], "failures": [], "badCalls": [], "syncText": "",
              "resources": [], "resourceReads": [], "keySeen": [], "unknownTool": None,
              "unknownResource": None}
    seen_text = []
    server = StdioServerParameters(command=BOXOFFICE, args=["mcp"], env=ENV)
    async with stdio_client(server) as (read, write):
        async with ClientSession(read, write) as session:
            await session.initialize()
            tools = await session.list_tools()
            report["tools"] = sorted(tool.name for tool in tools.tools)
            seen_text.append(tools.model_dump_json())
            for name, arguments, command in CALLS:
                result = await session.call_tool(name, arguments)
                seen_text.append(result.model_dump_json())
                report["called"].append(name)
                if name == "sync" and not arguments.get("dryRun"):
                    report["syncText"] = result.content[0].text
                if result.isError:
                    report["failures"].append({"tool": name, "text": result.content[0].text})
                    continue
                if result.structuredContent is None:
                    report["failures"].append({"tool": name, "text": "no structured content"})
                    continue
                if command is None:
                    continue
                status, output, errors = one_shot(command)
                expected = json.loads(output) if status == 0 and output.strip() else None
                if comparable(expected) != comparable(result.structuredContent):
                    report["mismatches"].append({"tool": name, "arguments": arguments,
                                                 "mcp": result.structuredContent,
                                                 "oneShot": expected, "errors": errors})
            for name, arguments, word in BAD_CALLS:
                result = await session.call_tool(name, arguments)
                seen_text.append(result.model_dump_json())
                text = result.content[0].text if result.content else ""
                report["badCalls"].append({"tool": name, "isError": bool(result.isError),
                                           "text": text, "holds": word in text})
            try:
                await session.call_tool("frobnicate", {})
            except Exception as error:  # the SDK raises McpError for a protocol error
                report["unknownTool"] = str(error)
            resources = await session.list_resources()
            report["resources"] = sorted(str(resource.uri) for resource in resources.resources)
            for uri in ["boxoffice://chart/daily/2024-01-05", "boxoffice://chart/weekly/2024-01-01"]:
                contents = await session.read_resource(uri)
                text = contents.contents[0].text
                seen_text.append(text)
                kind, day = uri.split("/")[-2:]
                status, output, _ = one_shot([kind, day])
                equal = comparable(json.loads(text)) == comparable(json.loads(output))
                report["resourceReads"].append({"uri": uri, "equal": equal, "read": text, "oneShot": output})
            try:
                await session.read_resource("boxoffice://chart/daily/2030-01-01")
            except Exception as error:
                report["unknownResource"] = str(error)
    report["keySeen"] = [text for text in seen_text if KEY in text]
    print(json.dumps(report, ensure_ascii=False))


asyncio.run(main())
