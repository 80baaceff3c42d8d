import { graphql, useStaticQuery } from 'gatsby';

/** The words every page shares (data/pages/shared.json), and the titles of the pages a breadcrumb passes through. */
export type SharedTexts = NonNullable<Queries.SharedTextsQuery['pageSharedJson']> & { sections: SectionTitles };

/** The names of the pages above others in a breadcrumb: home, the services and the portfolio. */
export type SectionTitles = { home: string; services: string; jobs: string };

export function useSharedTexts(): SharedTexts {
  const data = useStaticQuery<Queries.SharedTextsQuery>(graphql`
    query SharedTexts {
      pageSharedJson {
        nav {
          home
          services
          jobs
          contact
          chatButton
        }
        footer {
          exploreTitle
          contactTitle
          about
          inventory
          terms
          privacy
          copyright
          credit
        }
        buttons {
          knowMore
          learnMore
          aboutJob
          chat
          home
          pause
          play
        }
        errorScreen {
          title
          text
        }
        countersTitle
        jobImageAlt
      }
      pageServicesJson {
        banner {
          title
        }
      }
      pagePortfolioJson {
        banner {
          title
        }
      }
    }
  `);
  if (!data.pageSharedJson || !data.pageServicesJson || !data.pagePortfolioJson) throw new Error('data/pages/ was not loaded');
  return {
    ...data.pageSharedJson,
    sections: { home: data.pageSharedJson.nav.home, services: data.pageServicesJson.banner.title, jobs: data.pagePortfolioJson.banner.title },
  };
}
