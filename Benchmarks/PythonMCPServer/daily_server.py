"""The yardstick for `boxoffice mcp`: an MCPServer (FastMCP before mcp 2.0; the official Python SDK) with one `daily` tool.

Each call asks KOBIS (KOBIS_BASE_URL, a loopback stub in the benchmark) for the day's chart and
returns its ten rows as structured content, as the peers' stack would. Run by scripts/bench-startup.
"""

import json
import os
import urllib.request
from typing_extensions import TypedDict  # typing.TypedDict needs Python 3.12 for pydantic

from mcp.server.mcpserver import MCPServer

BASE = os.environ.get("KOBIS_BASE_URL", "https://www.kobis.or.kr/kobisopenapi/webservice/rest")
KEY = os.environ.get("KOBIS_API_KEY", "")
server = MCPServer("kobis-daily")


# Typed, so the SDK gives the answer as structured content (a bare dict is only text).
class Row(TypedDict):
    rank: int
    title: str
    audience: int


class Day(TypedDict):
    date: str
    entries: list[Row]


@server.tool(structured_output=True)
def daily(day: str) -> Day:
    """The daily box office of DAY (YYYYMMDD): rank, title and audience of the top ten."""
    url = f"{BASE}/boxoffice/searchDailyBoxOfficeList.json?key={KEY}&targetDt={day}"
    with urllib.request.urlopen(url, timeout=10) as answer:
        rows = json.load(answer)["boxOfficeResult"]["dailyBoxOfficeList"]
    return {"date": day, "entries": [
        {"rank": int(r["rank"]), "title": r["movieNm"], "audience": int(r["audiCnt"])} for r in rows]}


if __name__ == "__main__":
    server.run()
