import { Link } from 'react-router-dom';
import { Box, Card, CardActionArea, CardContent, CardMedia, Typography } from '@mui/material';
import ArticleIcon from '@mui/icons-material/Article';
import { List, useListContext, useTranslate } from 'react-admin';
import { formatDate } from '../common/dates';
import { SearchFilter } from '../common/SearchFilter';
import { ListPagination } from '../common/ListPagination';

type ReadingItem = { id: string; title?: string; publishedAt?: string | null; teaserImage?: { url?: string } | null };

const TEASER_HEIGHT = 140;

/** One post as a card: teaser image, title, date; the whole card opens the post. */
const PostCard = ({ post }: { post: ReadingItem }) => {
  const translate = useTranslate();
  return (
    <Card component="li" sx={{ listStyle: 'none' }}>
      <CardActionArea component={Link} to={`/posts/${post.id}`} sx={{ height: '100%' }}>
        {post.teaserImage?.url ? (
          <CardMedia component="img" height={TEASER_HEIGHT} image={post.teaserImage.url} alt="" />
        ) : (
          <Box sx={{ height: TEASER_HEIGHT, display: 'grid', placeItems: 'center', bgcolor: 'action.hover', color: 'text.secondary' }}>
            <ArticleIcon fontSize="large" />
          </Box>
        )}
        <CardContent>
          <Typography variant="subtitle1" component="h2" sx={{ overflowWrap: 'anywhere' }}>
            {post.title}
          </Typography>
          {post.publishedAt && (
            <Typography variant="body2" color="text.secondary">
              {translate('app.sales_home.published', { date: formatDate(post.publishedAt) })}
            </Typography>
          )}
        </CardContent>
      </CardActionArea>
    </Card>
  );
};

const PostCards = () => {
  const { data = [] } = useListContext<ReadingItem>();
  return (
    <Box
      component="ul"
      sx={{ display: 'grid', gap: 2, p: { xs: 1, sm: 2 }, m: 0, gridTemplateColumns: { xs: '1fr', sm: 'repeat(auto-fill, minmax(260px, 1fr))' } }}
    >
      {data.map((post) => (
        <PostCard key={post.id} post={post} />
      ))}
    </Box>
  );
};

/** The sales rep's /posts: the current brand's published posts as a reading list, newest first. */
export const PostReadingList = () => (
  <List
    resource="posts"
    title="app.posts.title"
    filters={[<SearchFilter key="q" source="q" alwaysOn placeholder="app.posts.search" />]}
    perPage={100}
    pagination={<ListPagination />}
    sort={{ field: 'publishedAt', order: 'DESC' }}
    exporter={false}
    actions={false}
    empty={false}
    component="div"
  >
    <PostCards />
  </List>
);
