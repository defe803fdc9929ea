/** Set once this browser session has sent the coder-sheet form (SPEC section 9: per browser session). */
export const CODER_SHEET_FLAG = "coderhouse:coder-sheet-filled";
