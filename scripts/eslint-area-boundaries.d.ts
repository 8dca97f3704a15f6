import type { Rule } from 'eslint';

/** The project's own ESLint rules (see eslint-area-boundaries.js). */
export declare const boundaries: { rules: { 'no-other-areas': Rule.RuleModule; 'own-namespace': Rule.RuleModule } };
