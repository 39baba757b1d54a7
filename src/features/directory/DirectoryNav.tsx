import { NavLink } from 'react-router';
import { DIRECTORY_COLLECTIONS, type DirectoryName } from './directoryCollections.tsx';
import { useDisplayLanguage, withLanguage } from '../readerCommon/useDisplayLanguage.ts';
import { useMessages } from '../../i18n/UiLanguageContext.tsx';
import { directoryCollectionPath } from '../../routePaths.ts';

export function DirectoryNav() {
  const [language] = useDisplayLanguage();
  const t = useMessages().directory;
  return (
    <nav aria-label={t.nav} className="directory-nav">
      <ul>
        {(Object.keys(DIRECTORY_COLLECTIONS) as DirectoryName[]).map((name) => (
          <li key={name}>
            <NavLink to={withLanguage(directoryCollectionPath(name), language)} end={false}>
              {t.collections[name].title}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
