/** The routes behind the content pages: landings, campaigns, ideas, 404 articles, minisites, gift-box block. */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from './app-context';
import { registerCmsCampaignRoute } from './cms-campaign-route';
import { registerCmsIdeasRoute } from './cms-ideas-route';
import { registerCmsLandingsRoutes } from './cms-landings-route';
import { registerContentBoxesBlockGatewayRoute } from './content-boxes-block-gateway-route';
import { registerMarketingArticlesRoute } from './marketing-articles-route';
import { registerMinisiteRoute } from './minisite-route';

export function registerContentPageRoutes(app: FastifyInstance, context: AppContext): void {
  registerCmsLandingsRoutes(app, context);
  registerCmsCampaignRoute(app, context);
  registerCmsIdeasRoute(app, context);
  registerMarketingArticlesRoute(app);
  registerMinisiteRoute(app);
  registerContentBoxesBlockGatewayRoute(app, context);
}
