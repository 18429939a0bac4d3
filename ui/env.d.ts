/** Build-time constants set by build.mjs (esbuild define). */

/** The survey service environment id; "" when the survey is off (the default). */
declare const __SURVEY_ENV_ID__: string;

/** The console's release (package.json's version), e.g. "1.0.0". */
declare const __CONSOLE_VERSION__: string;
