import { DocumentHeadTags, type DocumentHeadTagsProps, documentGetInitialProps } from '@mui/material-nextjs/v16-pagesRouter';
import { type DocumentContext, type DocumentProps, Head, Html, Main, NextScript } from 'next/document';
import { theme } from '@/styles/theme';

type Props = DocumentProps & DocumentHeadTagsProps;

export default function AppDocument(props: Props) {
  return (
    <Html lang={props.__NEXT_DATA__.locale ?? 'zh-TW'}>
      <Head>
        <meta name="theme-color" content={theme.palette.primary.main} />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <DocumentHeadTags {...props} />
      </Head>
      <body>
        <Main />
        <NextScript />
      </body>
    </Html>
  );
}

// Server-side MUI styles: the critical CSS goes into <head>, so there is no flash of unstyled content.
AppDocument.getInitialProps = async (ctx: DocumentContext) => {
  const initialProps = await documentGetInitialProps(ctx);
  return initialProps;
};
