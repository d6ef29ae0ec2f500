; ModuleID = 'collatz.c'
source_filename = "collatz.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@memo = internal global [1024 x i16] zeroinitializer, align 16

; Function Attrs: noinline nounwind optnone
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store i32 -2128831035, ptr %1, align 4
  store i32 0, ptr %2, align 4
  store i32 0, ptr %3, align 4
  store i32 0, ptr %4, align 4
  store i32 0, ptr %5, align 4
  store i32 1, ptr %6, align 4
  br label %9

9:                                                ; preds = %35, %0
  %10 = load i32, ptr %6, align 4
  %11 = icmp ult i32 %10, 400
  br i1 %11, label %12, label %38

12:                                               ; preds = %9
  %13 = load i32, ptr %6, align 4
  %14 = call i32 @chain(i32 noundef %13, ptr noundef %7) #2
  store i32 %14, ptr %8, align 4
  %15 = load i32, ptr %8, align 4
  %16 = load i32, ptr %5, align 4
  %17 = add i32 %16, %15
  store i32 %17, ptr %5, align 4
  %18 = load i32, ptr %8, align 4
  %19 = load i32, ptr %2, align 4
  %20 = icmp ugt i32 %18, %19
  br i1 %20, label %21, label %24

21:                                               ; preds = %12
  %22 = load i32, ptr %8, align 4
  store i32 %22, ptr %2, align 4
  %23 = load i32, ptr %6, align 4
  store i32 %23, ptr %3, align 4
  br label %24

24:                                               ; preds = %21, %12
  %25 = load i32, ptr %7, align 4
  %26 = load i32, ptr %4, align 4
  %27 = icmp ugt i32 %25, %26
  br i1 %27, label %28, label %30

28:                                               ; preds = %24
  %29 = load i32, ptr %7, align 4
  store i32 %29, ptr %4, align 4
  br label %30

30:                                               ; preds = %28, %24
  %31 = load i32, ptr %1, align 4
  %32 = load i32, ptr %8, align 4
  %33 = xor i32 %31, %32
  %34 = mul i32 %33, 16777619
  store i32 %34, ptr %1, align 4
  br label %35

35:                                               ; preds = %30
  %36 = load i32, ptr %6, align 4
  %37 = add i32 %36, 1
  store i32 %37, ptr %6, align 4
  br label %9, !llvm.loop !2

38:                                               ; preds = %9
  %39 = load i32, ptr %3, align 4
  %40 = icmp ne i32 %39, 327
  br i1 %40, label %44, label %41

41:                                               ; preds = %38
  %42 = load i32, ptr %2, align 4
  %43 = icmp ne i32 %42, 143
  br i1 %43, label %44, label %45

44:                                               ; preds = %41, %38
  call void @abort() #2
  br label %45

45:                                               ; preds = %44, %41
  %46 = load i32, ptr %3, align 4
  call void @print_uint(i32 noundef %46) #2
  %47 = call i32 @putchar(i32 noundef 58) #2
  %48 = load i32, ptr %2, align 4
  call void @print_uint(i32 noundef %48) #2
  %49 = call i32 @putchar(i32 noundef 32) #2
  %50 = load i32, ptr %5, align 4
  call void @print_uint(i32 noundef %50) #2
  %51 = call i32 @putchar(i32 noundef 10) #2
  %52 = load i32, ptr %1, align 4
  %53 = load i32, ptr %4, align 4
  %54 = xor i32 %52, %53
  %55 = mul i32 %54, 16777619
  store i32 %55, ptr %1, align 4
  %56 = load i32, ptr %1, align 4
  %57 = and i32 %56, 2147483647
  call void @exit(i32 noundef %57) #2
  ret i32 0
}

; Function Attrs: noinline nounwind optnone
define internal i32 @chain(i32 noundef %0, ptr noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store ptr %1, ptr %4, align 8
  store i32 0, ptr %5, align 4
  %7 = load i32, ptr %3, align 4
  store i32 %7, ptr %6, align 4
  %8 = load i32, ptr %3, align 4
  %9 = load ptr, ptr %4, align 8
  store i32 %8, ptr %9, align 4
  br label %10

10:                                               ; preds = %51, %2
  %11 = load i32, ptr %3, align 4
  %12 = icmp ne i32 %11, 1
  br i1 %12, label %13, label %54

13:                                               ; preds = %10
  %14 = load i32, ptr %3, align 4
  %15 = icmp ult i32 %14, 1024
  br i1 %15, label %16, label %31

16:                                               ; preds = %13
  %17 = load i32, ptr %3, align 4
  %18 = zext i32 %17 to i64
  %19 = getelementptr inbounds [1024 x i16], ptr @memo, i64 0, i64 %18
  %20 = load i16, ptr %19, align 2
  %21 = zext i16 %20 to i32
  %22 = icmp ne i32 %21, 0
  br i1 %22, label %23, label %31

23:                                               ; preds = %16
  %24 = load i32, ptr %3, align 4
  %25 = zext i32 %24 to i64
  %26 = getelementptr inbounds [1024 x i16], ptr @memo, i64 0, i64 %25
  %27 = load i16, ptr %26, align 2
  %28 = zext i16 %27 to i32
  %29 = load i32, ptr %5, align 4
  %30 = add i32 %29, %28
  store i32 %30, ptr %5, align 4
  br label %54

31:                                               ; preds = %16, %13
  %32 = load i32, ptr %3, align 4
  %33 = and i32 %32, 1
  %34 = icmp ne i32 %33, 0
  br i1 %34, label %35, label %39

35:                                               ; preds = %31
  %36 = load i32, ptr %3, align 4
  %37 = mul i32 3, %36
  %38 = add i32 %37, 1
  br label %42

39:                                               ; preds = %31
  %40 = load i32, ptr %3, align 4
  %41 = lshr i32 %40, 1
  br label %42

42:                                               ; preds = %39, %35
  %43 = phi i32 [ %38, %35 ], [ %41, %39 ]
  store i32 %43, ptr %3, align 4
  %44 = load i32, ptr %3, align 4
  %45 = load ptr, ptr %4, align 8
  %46 = load i32, ptr %45, align 4
  %47 = icmp ugt i32 %44, %46
  br i1 %47, label %48, label %51

48:                                               ; preds = %42
  %49 = load i32, ptr %3, align 4
  %50 = load ptr, ptr %4, align 8
  store i32 %49, ptr %50, align 4
  br label %51

51:                                               ; preds = %48, %42
  %52 = load i32, ptr %5, align 4
  %53 = add i32 %52, 1
  store i32 %53, ptr %5, align 4
  br label %10, !llvm.loop !4

54:                                               ; preds = %23, %10
  %55 = load i32, ptr %6, align 4
  %56 = icmp ult i32 %55, 1024
  br i1 %56, label %57, label %63

57:                                               ; preds = %54
  %58 = load i32, ptr %5, align 4
  %59 = trunc i32 %58 to i16
  %60 = load i32, ptr %6, align 4
  %61 = zext i32 %60 to i64
  %62 = getelementptr inbounds [1024 x i16], ptr @memo, i64 0, i64 %61
  store i16 %59, ptr %62, align 2
  br label %63

63:                                               ; preds = %57, %54
  %64 = load i32, ptr %5, align 4
  ret i32 %64
}

declare dso_local void @abort() #1

; Function Attrs: noinline nounwind optnone
define internal void @print_uint(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca [10 x i8], align 1
  %4 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  store i32 0, ptr %4, align 4
  br label %5

5:                                                ; preds = %16, %1
  %6 = load i32, ptr %2, align 4
  %7 = urem i32 %6, 10
  %8 = add i32 48, %7
  %9 = trunc i32 %8 to i8
  %10 = load i32, ptr %4, align 4
  %11 = add nsw i32 %10, 1
  store i32 %11, ptr %4, align 4
  %12 = sext i32 %10 to i64
  %13 = getelementptr inbounds [10 x i8], ptr %3, i64 0, i64 %12
  store i8 %9, ptr %13, align 1
  %14 = load i32, ptr %2, align 4
  %15 = udiv i32 %14, 10
  store i32 %15, ptr %2, align 4
  br label %16

16:                                               ; preds = %5
  %17 = load i32, ptr %2, align 4
  %18 = icmp ne i32 %17, 0
  br i1 %18, label %5, label %19, !llvm.loop !5

19:                                               ; preds = %16
  br label %20

20:                                               ; preds = %23, %19
  %21 = load i32, ptr %4, align 4
  %22 = icmp ne i32 %21, 0
  br i1 %22, label %23, label %31

23:                                               ; preds = %20
  %24 = load i32, ptr %4, align 4
  %25 = add nsw i32 %24, -1
  store i32 %25, ptr %4, align 4
  %26 = sext i32 %25 to i64
  %27 = getelementptr inbounds [10 x i8], ptr %3, i64 0, i64 %26
  %28 = load i8, ptr %27, align 1
  %29 = sext i8 %28 to i32
  %30 = call i32 @putchar(i32 noundef %29) #2
  br label %20, !llvm.loop !6

31:                                               ; preds = %20
  ret void
}

declare dso_local i32 @putchar(i32 noundef) #1

declare dso_local void @exit(i32 noundef) #1

attributes #0 = { noinline nounwind optnone "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nobuiltin "no-builtins" }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!2 = distinct !{!2, !3}
!3 = !{!"llvm.loop.mustprogress"}
!4 = distinct !{!4, !3}
!5 = distinct !{!5, !3}
!6 = distinct !{!6, !3}
