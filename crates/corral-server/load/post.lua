-- wrk script: POST the body in $CORRAL_LOAD_BODY to /v1/runs.
wrk.method = "POST"
wrk.headers["Content-Type"] = "application/json"
wrk.body = os.getenv("CORRAL_LOAD_BODY") or '{"code": "1 + 1"}'
