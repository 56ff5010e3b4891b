import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Imports flow one way: shared <- server, shared <- web; web features never import each other.
 * `paths` forbids named modules (or names from them) as well.
 */
const layerRules = (forbidden, paths = []) => ({
  'no-restricted-imports': ['error', { paths, patterns: [...forbidden, ...packageImports] }],
});

/**
 * What leaves its part of src (shared, server, web) or climbs three folders names it from the top:
 * `#shared/…`, `#server/…`, `#web/…` (package.json "imports"), so a file moves without its imports.
 */
const packageImports = [
  {
    regex: '^(\\.\\./){3,}|^(\\.\\./)+(shared|server|web)/',
    message:
      'Import across src/shared, src/server, src/web or from three levels up as #shared/…, #server/… or #web/….',
  },
];

const webNeverImportsServer = [
  { group: ['**/server/**'], message: 'The web app never imports server code.' },
  { regex: '^#server/', message: 'The web app never imports server code.' },
];

/**
 * Forms are made one way: react-hook-form checked by a shared schema, through useSchemaForm
 * (src/web/lib/schema-form.ts), the one module that sets a form up.
 */
const formsOneWay = [
  {
    name: 'react-hook-form',
    importNames: ['useForm'],
    message: 'Make a form with useSchemaForm (#web/lib/schema-form.ts) and a shared schema.',
  },
  {
    name: '@hookform/resolvers/zod',
    message: 'Make a form with useSchemaForm (#web/lib/schema-form.ts) and a shared schema.',
  },
];

/**
 * A <form> in a feature holds its fields in react-hook-form, not in useState: its file sets it up
 * with useSchemaForm, or is handed a form made so (and submits through its handleSubmit).
 */
const formsThroughSchema = {
  selector:
    "Program:not(:has(ImportSpecifier[imported.name='useSchemaForm'])):not(:has(Identifier[name='handleSubmit'])) JSXOpeningElement[name.name='form']",
  message:
    "Hold a form's fields with useSchemaForm (#web/lib/schema-form.ts) and a shared schema, not in useState.",
};

/** Forms that are not a form's fields, left to hold what they hold. */
const FORMS_WITHOUT_FIELDS = [
  // The frame of the add and update currency forms, whose submit is their useSchemaForm's.
  'src/web/features/dashboard-currencies/components/currency-check-form.tsx',
  // The header's search: one box, read from the form as it is submitted.
  'src/web/features/dashboard-orders/components/order-search.tsx',
  // A board's currencies: a list to choose and put in order, not fields to check.
  'src/web/features/dashboard-board/components/board-choice.tsx',
  // The sanctions list's import: one file, sent as it is for the server to check.
  'src/web/features/dashboard-compliance/components/sanctions-list-panel.tsx',
];

const serverNeverImportsWeb = [
  { group: ['**/web/**'], message: 'The server never imports web code.' },
  { regex: '^#web/', message: 'The server never imports web code.' },
];

/**
 * A module shows other modules one face, its index.ts. From a file `up` levels below modules/,
 * "<up><other>/…" is another module's file: it is named `#server/modules/<other>/index.ts` instead,
 * and through `#server/modules/…` nothing but an index.ts (a module names its own files relatively).
 */
const ONE_FACE = 'Import another module through its index.ts (#server/modules/<name>/index.ts).';
const otherModulesInternals = (up) => [
  ...(up === undefined ? [] : [{ regex: `^${up}(?!\\.\\.)[^/]+/`, message: ONE_FACE }]),
  { regex: '^#server/modules/[^/]+/(?!index\\.ts$)', message: ONE_FACE },
];

/** The server reads "now" from one clock (src/server/clock.ts), which tests can fake. */
const oneClock = {
  selector: "NewExpression[callee.name='Date'][arguments.length=0]",
  message: "Read the time from the clock (app.clock, or a service's clock): not new Date().",
};
const oneClockNow = {
  selector: "CallExpression[callee.object.name='Date'][callee.property.name='now']",
  message:
    'Read the time from the clock (app.clock); for how long something took, performance.now().',
};

/** Refusals are told apart by their `reason` (src/shared/errors.ts), never by their wording. */
const NO_MESSAGE_TEXT = 'Tell errors apart by their reason or code, never by message text.';
const messageTextRules = {
  'no-restricted-syntax': [
    'error',
    {
      selector:
        "BinaryExpression[operator=/^[!=]==?$/] > MemberExpression[property.name='message']",
      message: NO_MESSAGE_TEXT,
    },
    {
      selector:
        "CallExpression > MemberExpression.callee[property.name=/^(startsWith|endsWith|includes|match|test)$/] > MemberExpression.object[property.name='message']",
      message: NO_MESSAGE_TEXT,
    },
  ],
};

/**
 * Type assertions in production code (the files `npm run assertions` counts): no non-null `!`, and
 * an `as` cast (`as const` aside) only under a disable comment that says, after `--`, why it
 * holds. `reportUnusedDisableDirectives` then removes a comment whose cast has gone.
 */
const PRODUCTION_CODE = {
  files: ['src/**/*.{ts,tsx}'],
  ignores: [
    '**/*.test.{ts,tsx}',
    '**/*.d.ts',
    'src/**/test-support/**',
    'src/**/test/**',
    'src/**/migrations/**',
  ],
};
const ASSERTION_RULES = [
  '@typescript-eslint/consistent-type-assertions',
  '@typescript-eslint/no-non-null-assertion',
];

/** A disable comment that covers an assertion rule must give its reason after `--`. */
const reasonedAssertions = {
  meta: {
    type: 'problem',
    schema: [],
    messages: {
      noReason:
        'Say why the assertion holds: `// eslint-disable-next-line {{rules}} -- <the reason>`.',
    },
  },
  create(context) {
    return {
      Program() {
        for (const comment of context.sourceCode.getAllComments()) {
          const text = comment.value.trim();
          const directive = /^eslint-disable(?:-next-line|-line)?(?=\s|$)/.exec(text);
          if (!directive) continue;
          const [list, ...described] = text.slice(directive[0].length).split(/\s-{2,}\s/);
          const rules = list
            .split(',')
            .map((rule) => rule.trim())
            .filter(Boolean);
          const covered = rules.length === 0 ? ASSERTION_RULES : rules;
          const assertionRules = covered.filter((rule) => ASSERTION_RULES.includes(rule));
          if (assertionRules.length === 0 || described.join(' ').trim() !== '') continue;
          context.report({
            loc: comment.loc,
            messageId: 'noReason',
            data: { rules: assertionRules.join(', ') },
          });
        }
      },
    };
  },
};

export default tseslint.config(
  { linterOptions: { reportUnusedDisableDirectives: 'error' } },
  { ignores: ['dist/', 'data/', 'test-results/', 'playwright-report/', 'bench-profile/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['src/**'],
    ignores: ['**/*.test.{ts,tsx}', 'src/server/test-support/**', 'src/web/test/**'],
    rules: messageTextRules,
  },
  {
    ...PRODUCTION_CODE,
    plugins: { local: { rules: { 'reasoned-assertions': reasonedAssertions } } },
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'error',
      '@typescript-eslint/consistent-type-assertions': ['error', { assertionStyle: 'never' }],
      'local/reasoned-assertions': 'error',
    },
  },
  {
    files: ['src/shared/**'],
    rules: layerRules([
      {
        group: ['**/server/**', '**/web/**'],
        message: 'src/shared is pure: no server or web code.',
      },
      { regex: '^#(server|web)/', message: 'src/shared is pure: no server or web code.' },
      { group: ['node:*'], message: 'src/shared runs in the browser too: no Node built-ins.' },
    ]),
  },
  {
    // Production server code; migrations are frozen in time, the clock itself reads the system's.
    files: ['src/server/**/*.ts'],
    ignores: [...PRODUCTION_CODE.ignores, 'src/server/clock.ts'],
    rules: {
      'no-restricted-syntax': [...messageTextRules['no-restricted-syntax'], oneClock, oneClockNow],
    },
  },
  {
    // Migrations are frozen in time and take Kysely<any> by design.
    files: ['src/server/db/migrations/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['src/server/**'],
    rules: layerRules([...serverNeverImportsWeb]),
  },
  {
    files: ['src/server/modules/*/*'],
    rules: layerRules([...serverNeverImportsWeb, ...otherModulesInternals('\\.\\./')]),
  },
  {
    // A module's sub-folder (orders/staff/): its own module is one level up.
    files: ['src/server/modules/*/*/*'],
    rules: layerRules([...serverNeverImportsWeb, ...otherModulesInternals('\\.\\./\\.\\./')]),
  },
  {
    // Three levels up is refused anyway (packageImports): only `#server/modules/…` is left.
    files: ['src/server/modules/*/*/*/**'],
    rules: layerRules([...serverNeverImportsWeb, ...otherModulesInternals()]),
  },
  {
    files: ['src/web/**'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...layerRules([...webNeverImportsServer], formsOneWay),
    },
  },
  {
    // The one module that sets a form up.
    files: ['src/web/lib/schema-form.ts'],
    rules: layerRules([...webNeverImportsServer]),
  },
  {
    files: ['src/web/features/*/**'],
    rules: layerRules(
      [
        ...webNeverImportsServer,
        {
          // From features/<a>/<folder>/, "../../<b>/" is another feature; so is "#web/features/…".
          regex: '^(\\.\\./\\.\\./(?!\\.\\.)[^/]+/|#web/features/)',
          message: 'Features do not import each other; compose them in app/routes.',
        },
      ],
      formsOneWay,
    ),
  },
  {
    files: ['src/web/features/**/*.tsx'],
    ignores: ['**/*.test.tsx', ...FORMS_WITHOUT_FIELDS],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...messageTextRules['no-restricted-syntax'].slice(1),
        formsThroughSchema,
      ],
    },
  },
);
