-- Neovim 0.7 headless end-to-end probe of `gpuverify --lsp` (see
-- test/e2e/test_lsp_neovim.py, which runs it):
--   nvim --headless -u NONE -i NONE -n -c 'luafile probe.lua' kernel.cl
-- Opens the kernel (racy), waits for its diagnostics, then replaces the racy
-- line with the fixed one (FIXED_LINE at FIXED_LNUM, 1-based), writes the
-- file and waits for the diagnostics to go. Writes what it saw to LSP_OUT
-- as JSON and quits with 0, or with 1 and {"error": ...} if something did
-- not happen in time.
-- (assert returns its message too: it is not passed on as an argument.)
-- Environment: LSP_OUT, LSP_CMD_JSON (the server's argv), LSP_WAIT_MS,
-- FIXED_LNUM, FIXED_LINE.
local out_path = assert(vim.env.LSP_OUT, 'set LSP_OUT')
local cmd_json = assert(vim.env.LSP_CMD_JSON, 'set LSP_CMD_JSON')
local cmd = vim.json.decode(cmd_json)
local wait_ms = tonumber(vim.env.LSP_WAIT_MS or '60000')

local function finish(code, payload)
  local f = assert(io.open(out_path, 'w'))
  f:write(vim.json.encode(payload))
  f:close()
  for _, c in ipairs(vim.lsp.get_active_clients()) do c.stop() end -- shutdown, exit
  vim.wait(3000, function() return #vim.lsp.get_active_clients() == 0 end, 20)
  vim.cmd(code == 0 and 'qall!' or ('cquit ' .. code))
end

local ok, err = pcall(function()
  local bufnr = vim.api.nvim_get_current_buf()
  local exit_code
  local client_id = assert(vim.lsp.start_client({
    name = 'gpuverify',
    cmd = cmd,
    root_dir = vim.fn.getcwd(),
    get_language_id = function() return 'opencl' end, -- -u NONE: no filetype
    on_exit = function(code) exit_code = code end,
  }), 'start_client failed')
  assert(vim.lsp.buf_attach_client(bufnr, client_id), 'buf_attach_client failed')

  local result = {}
  assert(vim.wait(wait_ms, function() return #vim.diagnostic.get(bufnr) > 0 end, 50),
         'no diagnostics after the kernel was opened')
  result.after_open = vim.diagnostic.get(bufnr)

  local lnum = tonumber(vim.env.FIXED_LNUM or error('set FIXED_LNUM'))
  local fixed_line = assert(vim.env.FIXED_LINE, 'set FIXED_LINE')
  vim.api.nvim_buf_set_lines(bufnr, lnum - 1, lnum, false, { fixed_line })
  vim.cmd('silent write')
  assert(vim.wait(wait_ms, function() return #vim.diagnostic.get(bufnr) == 0 end, 50),
         'the diagnostics stayed after the fix was saved')
  result.after_fix = vim.diagnostic.get(bufnr)

  local client = vim.lsp.get_client_by_id(client_id)
  local v = vim.version()
  result.nvim = ('%d.%d.%d'):format(v.major, v.minor, v.patch)
  result.server_capabilities = client.server_capabilities
  finish(0, result)
end)
if not ok then
  pcall(finish, 1, { error = tostring(err) })
  vim.cmd('cquit 1')
end
