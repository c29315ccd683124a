import json, sys
try:
    with open(sys.argv[1]) as f:
        doc = json.load(f)
    failed = ['%s %s' % (v['subject'], v['rule']) for v in doc.get('verdicts', []) if v.get('status') == 'FAIL']
except (OSError, ValueError, KeyError, TypeError) as exc:
    failed = ['no result (%s)' % type(exc).__name__]
text = '; '.join(failed) or 'see ' + sys.argv[1]
print('crusoe-ib: node check failed: ' + text[:180])
