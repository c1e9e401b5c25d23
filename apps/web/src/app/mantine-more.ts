// The module more-styles.ts loads for the style sheet: the build gives it the sheet to fetch first.
import './mantine-more.css';
