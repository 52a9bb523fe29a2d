/** The apps and their variants, each a page of the app server (the e2e test and bench:scan). */
export const APPS = [
  { name: 'react-i18next', path: 'i18next-app.html' },
  { name: 'react-i18next + i18next-subliminal', path: 'i18next-app.html?subliminal=1' },
  { name: 'react-i18next, <html lang> set late', path: 'i18next-app.html?lateLang=1' },
  { name: 'Tolgee React, invisible', path: 'tolgee-app.html' },
  { name: 'Tolgee React, invisible, fullKeyEncode', path: 'tolgee-app.html?full=1' },
  {
    name: "Tolgee React, fullKeyEncode, Tolgee's default namespace",
    path: 'tolgee-app.html?full=1&defaultNs=1',
  },
  { name: 'react-intl', path: 'intl-app.html' },
  { name: 'vue-i18n', path: 'vue-app.html' },
];
