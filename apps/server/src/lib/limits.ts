/** How much one request may carry; the error replies that refuse more name these numbers. */
export const requestLimits = {
  /** A JSON body, in bytes. */
  bodyBytes: 2 * 1024 * 1024,
  /** Arrays and objects inside each other in a JSON body: no form of ours goes past 4. */
  jsonDepth: 32,
  /**
   * One multipart file, in bytes. Pictures may be 1 MB (mediaLimits.maxBytes); up to this the
   * media library refuses them on the field itself, past it the upload stops being read.
   */
  fileBytes: 5 * 1024 * 1024,
  files: 5,
  /**
   * One multipart text field, in bytes (busboy's default is 1 MB). Our longest field is a few KB;
   * a JSON part nested a million deep costs its parse, so what it may hold is kept small.
   */
  fieldBytes: 64 * 1024,
} as const;
