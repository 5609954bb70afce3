/** @type {import('jest').Config} */
module.exports = {
	preset: 'ts-jest',
	testEnvironment: 'node',
	roots: ['<rootDir>/test'],
	testMatch: ['**/*.test.ts'],
	testPathIgnorePatterns: ['/node_modules/', '/test/e2e/n8n-server/'],
	modulePathIgnorePatterns: ['<rootDir>/test/e2e/n8n-server/', '<rootDir>/dist/'],
	transform: {
		'^.+\\.ts$': [
			'ts-jest',
			{ tsconfig: 'tsconfig.json', isolatedModules: true, diagnostics: false },
		],
	},
	setupFiles: ['<rootDir>/test/support/env.ts', '<rootDir>/test/support/transport.ts'],
	testTimeout: 60000,
	// No forceExit: every test file closes what it opens (fake platforms, servers; n8n-core's
	// SSHClientsManager interval through test/support/n8nShutdown.ts), so jest exits on its own.
};
