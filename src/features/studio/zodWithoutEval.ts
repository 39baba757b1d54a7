import { z } from 'zod';

// Under the app's Content-Security-Policy (no 'unsafe-eval', scripts/securityHeaders/), zod's first
// parse probes `new Function('')`: the browser refuses it and reports a CSP violation although zod
// catches the error. Jitless, zod parses without the probe (and without generated code).
// Imported first by StudioArea.tsx, before any plan is parsed on this thread.
z.config({ jitless: true });
