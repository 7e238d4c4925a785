import MCP
