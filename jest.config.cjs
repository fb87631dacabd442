/** One jest preset for every browser package: component and unit tests beside their sources. */
module.exports = {
  testEnvironment: '<rootDir>/tooling/jest.environment.cjs',
  // A worker per core: jest's default leaves one core to its own process, which mostly waits.
  maxWorkers: '100%',
  roots: ['<rootDir>/shared/src', '<rootDir>/shell/src', '<rootDir>/remote-pages/src', '<rootDir>/remote-landing/src', '<rootDir>/remote-forms/src', '<rootDir>/remote-chat/src', '<rootDir>/console/src', '<rootDir>/testing/src'],
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  setupFilesAfterEnv: ['<rootDir>/tooling/jest.setup.ts'],
  transform: {
    '^.+\\.tsx?$': ['ts-jest', { tsconfig: { jsx: 'react-jsx', jsxImportSource: '@emotion/react', module: 'commonjs', moduleResolution: 'node', esModuleInterop: true, isolatedModules: true } }],
    // Swiper ships only ES modules; jest runs CommonJS.
    '^.+\\.m?js$': ['ts-jest', { tsconfig: { allowJs: true, module: 'commonjs', isolatedModules: true } }],
  },
  transformIgnorePatterns: ['/node_modules/(?!(swiper|ssr-window|dom7)/)'],
  moduleNameMapper: {
    '^@bookcraft/shared/(core|contracts)$': '<rootDir>/shared/src/contract/$1.ts',
    '^@bookcraft/testing/(.*)$': '<rootDir>/testing/src/$1',
    '^@bookcraft/shared/(federation|router|theme|ui|socket|toasts|messaging)$': '<rootDir>/shared/src/browser/$1/index.ts',
    // jsdom cannot fetch and run another build's remoteEntry.js; tests say what each remote module is.
    '^@module-federation/enhanced/runtime$': '<rootDir>/testing/src/federationRuntime.ts',
    '^swiper/css(/.*)?$': '<rootDir>/tooling/jest.file-stub.cjs',
    '\\.(png|jpe?g|webp|avif|svg|woff2?|css)$': '<rootDir>/tooling/jest.file-stub.cjs',
  },
};
