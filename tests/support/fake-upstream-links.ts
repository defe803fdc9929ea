// Links a hostile or careless upstream could send, for the tests of the link rule
// (lib/live-data/links.ts): every one must be dropped wherever it arrives.

/** Each scheme a browser would run or open locally, plain and disguised as browsers still read it. */
export const NOT_WEB_LINKS: [string, string][] = [
  ["javascript:", "javascript:alert(document.cookie)"],
  ["javascript: upper case", "JAVASCRIPT:alert(1)"],
  ["javascript: mixed case, leading spaces", "  JavaScript:alert(1)"],
  ["javascript: tab inside the scheme", "java\tscript:alert(1)"],
  ["javascript: newline inside the scheme", "java\nscript:alert(1)"],
  ["javascript: leading newline and NUL", "\n\u0000javascript:alert(1)"],
  ["data:", "data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=="],
  ["data: mixed case, leading tab", "\tDaTa:text/html,<script>alert(1)</script>"],
  ["vbscript:", "vbscript:msgbox(1)"],
  ["vbscript: upper case, trailing spaces", "VBSCRIPT:msgbox(1)  "],
  ["vbscript: carriage return inside the scheme", "vb\rscript:msgbox(1)"],
  ["file:", "file:///etc/passwd"],
  ["file: upper case", "FILE:///C:/Windows/win.ini"],
  ["ftp:", "ftp://files.example/contest"],
  ["no scheme (relative to our site)", "/api/admin/leads"],
  ["protocol-relative", "//evil.example/contest"],
  ["an http scheme without a host", "https:"],
  ["empty", ""],
  ["an entity-encoded scheme", "jav&#x09;ascript:alert(1)"],
];
