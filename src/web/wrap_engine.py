#!/usr/bin/env python3
"""Wraps the engine's JavaScript (with its WebAssembly inside) as a string in a script the page
loads with a <script> tag: the page starts its worker from that string (a Blob), which works
from file:// as well, where a page may neither fetch a file nor start a worker from one.
   usage: wrap_engine.py ENGINE_JS OUT_JS"""
import json
import sys

source = open(sys.argv[1], encoding="utf-8").read()
with open(sys.argv[2], "w", encoding="utf-8") as out:
    out.write("// Generated from nonet-engine.js by src/web/wrap_engine.py.\n")
    out.write("var NONET_ENGINE_SOURCE = " + json.dumps(source) + ";\n")
