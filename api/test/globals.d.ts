/** Set per jest project in jest.config.js: which database this run of the suite uses. */
declare const TEST_DIALECT: 'sqlite' | 'postgres';
