-- wrk script: suspend + resume pairs. A run suspends at `approve`; the
-- next request on the thread resumes it with the answer. Runs waiting to be
-- resumed are kept per wrk thread.
local waiting = {}
local run_body = '{"code": "x = approve(1)\\nx + 1", "suspend": ["approve"]}'
local answer_body = '{"answers": [{"id": 1, "ok": 41}]}'

request = function()
    local id = table.remove(waiting)
    if id then
        return wrk.format("POST", "/v1/runs/" .. id .. "/resume",
            {["Content-Type"] = "application/json"}, answer_body)
    end
    return wrk.format("POST", "/v1/runs", {["Content-Type"] = "application/json"}, run_body)
end

response = function(status, headers, body)
    local id = string.match(body, '"run_id":"(%x+)","verdict":"suspended"')
    if id then
        table.insert(waiting, id)
    end
end
