import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import { LoaderCircleIcon } from 'lucide-react';
import { updateProfileInputSchema, type UpdateProfileInput } from '@/shared/schemas/profile';
import { Button } from '@/client/components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@/client/components/ui/card';
import { Input } from '@/client/components/ui/input';
import { Label } from '@/client/components/ui/label';
import { Skeleton } from '@/client/components/ui/skeleton';
import { errorMessage } from '@/client/lib/api-client';
import { useProfile, useUpdateProfile } from './api';

const EMPTY: UpdateProfileInput = { fullName: '', email: '', phone: '' };

export function ProfileCard() {
  const profile = useProfile();
  const update = useUpdateProfile({
    onSuccess: () => toast.success('Success', { description: 'Profile updated successfully.' }),
    onError: (error) =>
      toast.error('Error', { description: errorMessage(error, 'Failed to update profile.') }),
  });
  const form = useForm<UpdateProfileInput>({
    resolver: zodResolver(updateProfileInputSchema),
    defaultValues: EMPTY,
    values: profile.data, // fills the form once the profile arrives
    resetOptions: { keepDirtyValues: true },
  });
  const { errors } = form.formState;

  useEffect(() => {
    if (profile.isError)
      toast.error('Error', { id: 'profile-fetch', description: 'Failed to fetch profile data.' });
  }, [profile.isError]);

  const fields = [
    {
      name: 'fullName',
      label: 'Full name',
      type: 'text',
      autoComplete: 'name',
      placeholder: 'Your full name',
    },
    {
      name: 'email',
      label: 'Email',
      type: 'email',
      autoComplete: 'email',
      placeholder: 'you@example.com',
    },
    {
      name: 'phone',
      label: 'Phone',
      type: 'tel',
      autoComplete: 'tel',
      placeholder: '+91 98765 43210',
    },
  ] as const;

  return (
    <Card>
      <CardHeader>
        <CardTitle>Profile Information</CardTitle>
        <CardDescription>Your contact details.</CardDescription>
      </CardHeader>
      <CardContent>
        {profile.isPending ? (
          <div className="grid gap-4" aria-busy="true" aria-label="Loading profile">
            {fields.map((field) => (
              <Skeleton key={field.name} className="h-14" />
            ))}
          </div>
        ) : (
          <form
            noValidate
            className="grid gap-4"
            onSubmit={form.handleSubmit((input) => update.mutate(input))}
          >
            {fields.map((field) => {
              const error = errors[field.name];
              const id = `profile-${field.name}`;
              return (
                <div key={field.name} className="grid gap-2">
                  <Label htmlFor={id}>{field.label}</Label>
                  <Input
                    id={id}
                    type={field.type}
                    autoComplete={field.autoComplete}
                    placeholder={field.placeholder}
                    aria-invalid={error ? true : undefined}
                    aria-describedby={error ? `${id}-error` : undefined}
                    {...form.register(field.name)}
                  />
                  {error && (
                    <p id={`${id}-error`} className="text-sm text-destructive">
                      {error.message}
                    </p>
                  )}
                </div>
              );
            })}
            <div>
              <Button type="submit" disabled={update.isPending}>
                {update.isPending && (
                  <LoaderCircleIcon className="animate-spin" aria-hidden="true" />
                )}
                Save changes
              </Button>
            </div>
          </form>
        )}
      </CardContent>
    </Card>
  );
}
