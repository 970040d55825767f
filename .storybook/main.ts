import type { StorybookConfig } from '@storybook/react-vite';

// Written by hand: Storybook's CLI (init/add) needs a @storybook/cli this registry lacks.
const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: ['../stories/**/*.stories.@(ts|tsx)'],
  // The Accessibility panel, with the rules of ./a11y.ts (the story tests enforce the same).
  addons: ['@storybook/addon-a11y'],
  // The app's public files (favicon, logo) at the same paths as in the app.
  staticDirs: ['../public'],
  core: { disableTelemetry: true },
};

export default config;
