import json, os, sys, time
with open(sys.argv[1]) as f:
    doc = json.load(f)
sys.exit(0 if doc.get('ok') is True and time.time() - os.path.getmtime(sys.argv[1]) < int(sys.argv[2]) else 1)
