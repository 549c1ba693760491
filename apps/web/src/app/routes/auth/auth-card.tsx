// The sign-in area's card (sign in, forgot and reset password, accept an invitation): the page's
// heading and a line under it, the form, and at the foot an optional link to the area's other page.
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from '@/components/ui/card.tsx';

export function AuthCard({
  title,
  description,
  footerLink,
  children,
}: {
  title: ReactNode;
  description: ReactNode;
  footerLink?: { href: string; label: ReactNode };
  children: ReactNode;
}) {
  return (
    <Card className="w-full max-w-sm">
      <CardHeader className="items-center text-center">
        <CardTitle as="h1">{title}</CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent>{children}</CardContent>
      {footerLink ? (
        <CardFooter className="justify-center text-sm">
          <Link href={footerLink.href} className="text-primary underline-offset-4 hover:underline">
            {footerLink.label}
          </Link>
        </CardFooter>
      ) : null}
    </Card>
  );
}
