; ModuleID = 'strings.c'
source_filename = "strings.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@main.src = internal constant [44 x i8] c"the quick brown fox jumps over the lazy dog\00", align 16
@text = internal global [128 x i8] zeroinitializer, align 16
@main.needles = internal global [8 x i8*] [i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i32 0, i32 0), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.1, i32 0, i32 0), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i32 0, i32 0), i8* getelementptr inbounds ([9 x i8], [9 x i8]* @.str.3, i32 0, i32 0), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.4, i32 0, i32 0), i8* getelementptr inbounds ([1 x i8], [1 x i8]* @.str.5, i32 0, i32 0), i8* getelementptr inbounds ([12 x i8], [12 x i8]* @.str.6, i32 0, i32 0), i8* getelementptr inbounds ([2 x i8], [2 x i8]* @.str.7, i32 0, i32 0)], align 16
@.str = private unnamed_addr constant [4 x i8] c"the\00", align 1
@.str.1 = private unnamed_addr constant [4 x i8] c"fox\00", align 1
@.str.2 = private unnamed_addr constant [4 x i8] c"dog\00", align 1
@.str.3 = private unnamed_addr constant [9 x i8] c"lazy dog\00", align 1
@.str.4 = private unnamed_addr constant [4 x i8] c"cat\00", align 1
@.str.5 = private unnamed_addr constant [1 x i8] zeroinitializer, align 1
@.str.6 = private unnamed_addr constant [12 x i8] c"quick brown\00", align 1
@.str.7 = private unnamed_addr constant [2 x i8] c"g\00", align 1
@scratch = internal global [160 x i8] zeroinitializer, align 16
@main.nums = internal global [8 x i8*] [i8* getelementptr inbounds ([2 x i8], [2 x i8]* @.str.8, i32 0, i32 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.9, i32 0, i32 0), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.10, i32 0, i32 0), i8* getelementptr inbounds ([8 x i8], [8 x i8]* @.str.11, i32 0, i32 0), i8* getelementptr inbounds ([12 x i8], [12 x i8]* @.str.12, i32 0, i32 0), i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.13, i32 0, i32 0), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.14, i32 0, i32 0), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.15, i32 0, i32 0)], align 16
@.str.8 = private unnamed_addr constant [2 x i8] c"0\00", align 1
@.str.9 = private unnamed_addr constant [3 x i8] c"42\00", align 1
@.str.10 = private unnamed_addr constant [4 x i8] c"-17\00", align 1
@.str.11 = private unnamed_addr constant [8 x i8] c"  +2024\00", align 1
@.str.12 = private unnamed_addr constant [12 x i8] c"-2147483647\00", align 1
@.str.13 = private unnamed_addr constant [7 x i8] c"123abc\00", align 1
@.str.14 = private unnamed_addr constant [6 x i8] c"   -0\00", align 1
@.str.15 = private unnamed_addr constant [6 x i8] c"99999\00", align 1
@.str.16 = private unnamed_addr constant [4 x i8] c"abc\00", align 1
@.str.17 = private unnamed_addr constant [4 x i8] c"abd\00", align 1
@.str.18 = private unnamed_addr constant [2 x i8] c"\80\00", align 1
@.str.19 = private unnamed_addr constant [2 x i8] c"\7F\00", align 1
@h = internal global i32 -2128831035, align 4

; Function Attrs: noinline nounwind optnone
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = call i8* @memcpy(i8* noundef getelementptr inbounds ([128 x i8], [128 x i8]* @text, i64 0, i64 0), i8* noundef getelementptr inbounds ([44 x i8], [44 x i8]* @main.src, i64 0, i64 0), i64 noundef 44) #2
  %6 = call i64 @strlen(i8* noundef getelementptr inbounds ([128 x i8], [128 x i8]* @text, i64 0, i64 0)) #2
  %7 = icmp ne i64 %6, 43
  br i1 %7, label %8, label %9

8:                                                ; preds = %0
  call void @abort() #2
  br label %9

9:                                                ; preds = %8, %0
  call void @reverse_words(i8* noundef getelementptr inbounds ([128 x i8], [128 x i8]* @text, i64 0, i64 0)) #2
  call void @print(i8* noundef getelementptr inbounds ([128 x i8], [128 x i8]* @text, i64 0, i64 0)) #2
  call void @mix_str(i8* noundef getelementptr inbounds ([128 x i8], [128 x i8]* @text, i64 0, i64 0)) #2
  call void @reverse_words(i8* noundef getelementptr inbounds ([128 x i8], [128 x i8]* @text, i64 0, i64 0)) #2
  %10 = call i32 @memcmp(i8* noundef getelementptr inbounds ([128 x i8], [128 x i8]* @text, i64 0, i64 0), i8* noundef getelementptr inbounds ([44 x i8], [44 x i8]* @main.src, i64 0, i64 0), i64 noundef 44) #2
  %11 = icmp ne i32 %10, 0
  br i1 %11, label %12, label %13

12:                                               ; preds = %9
  call void @abort() #2
  br label %13

13:                                               ; preds = %12, %9
  store i32 0, i32* %1, align 4
  br label %14

14:                                               ; preds = %35, %13
  %15 = load i32, i32* %1, align 4
  %16 = icmp slt i32 %15, 3
  br i1 %16, label %17, label %38

17:                                               ; preds = %14
  store i32 0, i32* %2, align 4
  br label %18

18:                                               ; preds = %31, %17
  %19 = load i32, i32* %2, align 4
  %20 = zext i32 %19 to i64
  %21 = icmp ult i64 %20, 8
  br i1 %21, label %22, label %34

22:                                               ; preds = %18
  %23 = load i32, i32* %1, align 4
  %24 = sext i32 %23 to i64
  %25 = getelementptr inbounds i8, i8* getelementptr inbounds ([128 x i8], [128 x i8]* @text, i64 0, i64 0), i64 %24
  %26 = load i32, i32* %2, align 4
  %27 = zext i32 %26 to i64
  %28 = getelementptr inbounds [8 x i8*], [8 x i8*]* @main.needles, i64 0, i64 %27
  %29 = load i8*, i8** %28, align 8
  %30 = call i32 @find(i8* noundef %25, i8* noundef %29) #2
  call void @mix(i32 noundef %30) #2
  br label %31

31:                                               ; preds = %22
  %32 = load i32, i32* %2, align 4
  %33 = add i32 %32, 1
  store i32 %33, i32* %2, align 4
  br label %18, !llvm.loop !2

34:                                               ; preds = %18
  br label %35

35:                                               ; preds = %34
  %36 = load i32, i32* %1, align 4
  %37 = add nsw i32 %36, 1
  store i32 %37, i32* %1, align 4
  br label %14, !llvm.loop !4

38:                                               ; preds = %14
  %39 = call i8* @memset(i8* noundef getelementptr inbounds ([160 x i8], [160 x i8]* @scratch, i64 0, i64 0), i32 noundef 46, i64 noundef 159) #2
  store i8 0, i8* getelementptr inbounds ([160 x i8], [160 x i8]* @scratch, i64 0, i64 159), align 1
  %40 = call i8* @memcpy(i8* noundef getelementptr inbounds ([160 x i8], [160 x i8]* @scratch, i64 0, i64 10), i8* noundef getelementptr inbounds ([44 x i8], [44 x i8]* @main.src, i64 0, i64 0), i64 noundef 20) #2
  %41 = call i8* @memmove(i8* noundef getelementptr inbounds ([160 x i8], [160 x i8]* @scratch, i64 0, i64 15), i8* noundef getelementptr inbounds ([160 x i8], [160 x i8]* @scratch, i64 0, i64 10), i64 noundef 20) #2
  %42 = call i8* @memmove(i8* noundef getelementptr inbounds ([160 x i8], [160 x i8]* @scratch, i64 0, i64 5), i8* noundef getelementptr inbounds ([160 x i8], [160 x i8]* @scratch, i64 0, i64 12), i64 noundef 25) #2
  %43 = call i8* @memset(i8* noundef getelementptr inbounds ([160 x i8], [160 x i8]* @scratch, i64 0, i64 40), i32 noundef 120, i64 noundef 7) #2
  store i8 0, i8* getelementptr inbounds ([160 x i8], [160 x i8]* @scratch, i64 0, i64 60), align 4
  call void @print(i8* noundef getelementptr inbounds ([160 x i8], [160 x i8]* @scratch, i64 0, i64 0)) #2
  call void @mix_str(i8* noundef getelementptr inbounds ([160 x i8], [160 x i8]* @scratch, i64 0, i64 0)) #2
  store i32 1, i32* %3, align 4
  br label %44

44:                                               ; preds = %56, %38
  %45 = load i32, i32* %3, align 4
  %46 = icmp slt i32 %45, 26
  br i1 %46, label %47, label %59

47:                                               ; preds = %44
  %48 = call i8* @memcpy(i8* noundef getelementptr inbounds ([128 x i8], [128 x i8]* @text, i64 0, i64 0), i8* noundef getelementptr inbounds ([44 x i8], [44 x i8]* @main.src, i64 0, i64 0), i64 noundef 44) #2
  %49 = load i32, i32* %3, align 4
  call void @caesar(i8* noundef getelementptr inbounds ([128 x i8], [128 x i8]* @text, i64 0, i64 0), i32 noundef %49) #2
  call void @mix_str(i8* noundef getelementptr inbounds ([128 x i8], [128 x i8]* @text, i64 0, i64 0)) #2
  %50 = load i32, i32* %3, align 4
  %51 = sub nsw i32 26, %50
  call void @caesar(i8* noundef getelementptr inbounds ([128 x i8], [128 x i8]* @text, i64 0, i64 0), i32 noundef %51) #2
  %52 = call i32 @memcmp(i8* noundef getelementptr inbounds ([128 x i8], [128 x i8]* @text, i64 0, i64 0), i8* noundef getelementptr inbounds ([44 x i8], [44 x i8]* @main.src, i64 0, i64 0), i64 noundef 44) #2
  %53 = icmp ne i32 %52, 0
  br i1 %53, label %54, label %55

54:                                               ; preds = %47
  call void @abort() #2
  br label %55

55:                                               ; preds = %54, %47
  br label %56

56:                                               ; preds = %55
  %57 = load i32, i32* %3, align 4
  %58 = add nsw i32 %57, 3
  store i32 %58, i32* %3, align 4
  br label %44, !llvm.loop !5

59:                                               ; preds = %44
  store i32 0, i32* %4, align 4
  br label %60

60:                                               ; preds = %70, %59
  %61 = load i32, i32* %4, align 4
  %62 = zext i32 %61 to i64
  %63 = icmp ult i64 %62, 8
  br i1 %63, label %64, label %73

64:                                               ; preds = %60
  %65 = load i32, i32* %4, align 4
  %66 = zext i32 %65 to i64
  %67 = getelementptr inbounds [8 x i8*], [8 x i8*]* @main.nums, i64 0, i64 %66
  %68 = load i8*, i8** %67, align 8
  %69 = call i32 @atoi_simple(i8* noundef %68) #2
  call void @mix(i32 noundef %69) #2
  br label %70

70:                                               ; preds = %64
  %71 = load i32, i32* %4, align 4
  %72 = add i32 %71, 1
  store i32 %72, i32* %4, align 4
  br label %60, !llvm.loop !6

73:                                               ; preds = %60
  %74 = call i32 @memcmp(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.16, i64 0, i64 0), i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.17, i64 0, i64 0), i64 noundef 3) #2
  %75 = icmp slt i32 %74, 0
  %76 = zext i1 %75 to i32
  call void @mix(i32 noundef %76) #2
  %77 = call i32 @memcmp(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.17, i64 0, i64 0), i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.16, i64 0, i64 0), i64 noundef 3) #2
  %78 = icmp sgt i32 %77, 0
  %79 = zext i1 %78 to i32
  call void @mix(i32 noundef %79) #2
  %80 = call i32 @memcmp(i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.18, i64 0, i64 0), i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.19, i64 0, i64 0), i64 noundef 1) #2
  %81 = icmp sgt i32 %80, 0
  %82 = zext i1 %81 to i32
  call void @mix(i32 noundef %82) #2
  %83 = load i32, i32* @h, align 4
  %84 = and i32 %83, 2147483647
  ret i32 %84
}

declare dso_local i8* @memcpy(i8* noundef, i8* noundef, i64 noundef) #1

declare dso_local i64 @strlen(i8* noundef) #1

declare dso_local void @abort() #1

; Function Attrs: noinline nounwind optnone
define internal void @reverse_words(i8* noundef %0) #0 {
  %2 = alloca i8*, align 8
  %3 = alloca i64, align 8
  %4 = alloca i8*, align 8
  %5 = alloca i8*, align 8
  store i8* %0, i8** %2, align 8
  %6 = load i8*, i8** %2, align 8
  %7 = call i64 @strlen(i8* noundef %6) #2
  store i64 %7, i64* %3, align 8
  %8 = load i64, i64* %3, align 8
  %9 = icmp eq i64 %8, 0
  br i1 %9, label %10, label %11

10:                                               ; preds = %1
  br label %50

11:                                               ; preds = %1
  %12 = load i8*, i8** %2, align 8
  %13 = load i8*, i8** %2, align 8
  %14 = load i64, i64* %3, align 8
  %15 = getelementptr inbounds i8, i8* %13, i64 %14
  %16 = getelementptr inbounds i8, i8* %15, i64 -1
  call void @reverse_range(i8* noundef %12, i8* noundef %16) #2
  %17 = load i8*, i8** %2, align 8
  store i8* %17, i8** %4, align 8
  %18 = load i8*, i8** %2, align 8
  store i8* %18, i8** %5, align 8
  br label %19

19:                                               ; preds = %47, %11
  %20 = load i8*, i8** %5, align 8
  %21 = load i8, i8* %20, align 1
  %22 = sext i8 %21 to i32
  %23 = icmp eq i32 %22, 32
  br i1 %23, label %29, label %24

24:                                               ; preds = %19
  %25 = load i8*, i8** %5, align 8
  %26 = load i8, i8* %25, align 1
  %27 = sext i8 %26 to i32
  %28 = icmp eq i32 %27, 0
  br i1 %28, label %29, label %46

29:                                               ; preds = %24, %19
  %30 = load i8*, i8** %5, align 8
  %31 = load i8*, i8** %4, align 8
  %32 = icmp ugt i8* %30, %31
  br i1 %32, label %33, label %37

33:                                               ; preds = %29
  %34 = load i8*, i8** %4, align 8
  %35 = load i8*, i8** %5, align 8
  %36 = getelementptr inbounds i8, i8* %35, i64 -1
  call void @reverse_range(i8* noundef %34, i8* noundef %36) #2
  br label %37

37:                                               ; preds = %33, %29
  %38 = load i8*, i8** %5, align 8
  %39 = load i8, i8* %38, align 1
  %40 = sext i8 %39 to i32
  %41 = icmp eq i32 %40, 0
  br i1 %41, label %42, label %43

42:                                               ; preds = %37
  br label %50

43:                                               ; preds = %37
  %44 = load i8*, i8** %5, align 8
  %45 = getelementptr inbounds i8, i8* %44, i64 1
  store i8* %45, i8** %4, align 8
  br label %46

46:                                               ; preds = %43, %24
  br label %47

47:                                               ; preds = %46
  %48 = load i8*, i8** %5, align 8
  %49 = getelementptr inbounds i8, i8* %48, i32 1
  store i8* %49, i8** %5, align 8
  br label %19

50:                                               ; preds = %10, %42
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal void @print(i8* noundef %0) #0 {
  %2 = alloca i8*, align 8
  store i8* %0, i8** %2, align 8
  br label %3

3:                                                ; preds = %7, %1
  %4 = load i8*, i8** %2, align 8
  %5 = load i8, i8* %4, align 1
  %6 = icmp ne i8 %5, 0
  br i1 %6, label %7, label %13

7:                                                ; preds = %3
  %8 = load i8*, i8** %2, align 8
  %9 = getelementptr inbounds i8, i8* %8, i32 1
  store i8* %9, i8** %2, align 8
  %10 = load i8, i8* %8, align 1
  %11 = sext i8 %10 to i32
  %12 = call i32 @putchar(i32 noundef %11) #2
  br label %3, !llvm.loop !7

13:                                               ; preds = %3
  %14 = call i32 @putchar(i32 noundef 10) #2
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal void @mix_str(i8* noundef %0) #0 {
  %2 = alloca i8*, align 8
  store i8* %0, i8** %2, align 8
  br label %3

3:                                                ; preds = %7, %1
  %4 = load i8*, i8** %2, align 8
  %5 = load i8, i8* %4, align 1
  %6 = icmp ne i8 %5, 0
  br i1 %6, label %7, label %12

7:                                                ; preds = %3
  %8 = load i8*, i8** %2, align 8
  %9 = getelementptr inbounds i8, i8* %8, i32 1
  store i8* %9, i8** %2, align 8
  %10 = load i8, i8* %8, align 1
  %11 = zext i8 %10 to i32
  call void @mix(i32 noundef %11) #2
  br label %3, !llvm.loop !8

12:                                               ; preds = %3
  ret void
}

declare dso_local i32 @memcmp(i8* noundef, i8* noundef, i64 noundef) #1

; Function Attrs: noinline nounwind optnone
define internal void @mix(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %3 = load i32, i32* @h, align 4
  %4 = load i32, i32* %2, align 4
  %5 = xor i32 %3, %4
  %6 = mul i32 %5, 16777619
  store i32 %6, i32* @h, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal i32 @find(i8* noundef %0, i8* noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i8*, align 8
  %5 = alloca i8*, align 8
  %6 = alloca i64, align 8
  %7 = alloca i64, align 8
  %8 = alloca i64, align 8
  store i8* %0, i8** %4, align 8
  store i8* %1, i8** %5, align 8
  %9 = load i8*, i8** %4, align 8
  %10 = call i64 @strlen(i8* noundef %9) #2
  store i64 %10, i64* %6, align 8
  %11 = load i8*, i8** %5, align 8
  %12 = call i64 @strlen(i8* noundef %11) #2
  store i64 %12, i64* %7, align 8
  %13 = load i64, i64* %7, align 8
  %14 = load i64, i64* %6, align 8
  %15 = icmp ugt i64 %13, %14
  br i1 %15, label %16, label %17

16:                                               ; preds = %2
  store i32 -1, i32* %3, align 4
  br label %40

17:                                               ; preds = %2
  store i64 0, i64* %8, align 8
  br label %18

18:                                               ; preds = %36, %17
  %19 = load i64, i64* %8, align 8
  %20 = load i64, i64* %7, align 8
  %21 = add i64 %19, %20
  %22 = load i64, i64* %6, align 8
  %23 = icmp ule i64 %21, %22
  br i1 %23, label %24, label %39

24:                                               ; preds = %18
  %25 = load i8*, i8** %4, align 8
  %26 = load i64, i64* %8, align 8
  %27 = getelementptr inbounds i8, i8* %25, i64 %26
  %28 = load i8*, i8** %5, align 8
  %29 = load i64, i64* %7, align 8
  %30 = call i32 @memcmp(i8* noundef %27, i8* noundef %28, i64 noundef %29) #2
  %31 = icmp eq i32 %30, 0
  br i1 %31, label %32, label %35

32:                                               ; preds = %24
  %33 = load i64, i64* %8, align 8
  %34 = trunc i64 %33 to i32
  store i32 %34, i32* %3, align 4
  br label %40

35:                                               ; preds = %24
  br label %36

36:                                               ; preds = %35
  %37 = load i64, i64* %8, align 8
  %38 = add i64 %37, 1
  store i64 %38, i64* %8, align 8
  br label %18, !llvm.loop !9

39:                                               ; preds = %18
  store i32 -1, i32* %3, align 4
  br label %40

40:                                               ; preds = %39, %32, %16
  %41 = load i32, i32* %3, align 4
  ret i32 %41
}

declare dso_local i8* @memset(i8* noundef, i32 noundef, i64 noundef) #1

declare dso_local i8* @memmove(i8* noundef, i8* noundef, i64 noundef) #1

; Function Attrs: noinline nounwind optnone
define internal void @caesar(i8* noundef %0, i32 noundef %1) #0 {
  %3 = alloca i8*, align 8
  %4 = alloca i32, align 4
  store i8* %0, i8** %3, align 8
  store i32 %1, i32* %4, align 4
  br label %5

5:                                                ; preds = %53, %2
  %6 = load i8*, i8** %3, align 8
  %7 = load i8, i8* %6, align 1
  %8 = icmp ne i8 %7, 0
  br i1 %8, label %9, label %56

9:                                                ; preds = %5
  %10 = load i8*, i8** %3, align 8
  %11 = load i8, i8* %10, align 1
  %12 = sext i8 %11 to i32
  %13 = icmp sge i32 %12, 97
  br i1 %13, label %14, label %30

14:                                               ; preds = %9
  %15 = load i8*, i8** %3, align 8
  %16 = load i8, i8* %15, align 1
  %17 = sext i8 %16 to i32
  %18 = icmp sle i32 %17, 122
  br i1 %18, label %19, label %30

19:                                               ; preds = %14
  %20 = load i8*, i8** %3, align 8
  %21 = load i8, i8* %20, align 1
  %22 = sext i8 %21 to i32
  %23 = sub nsw i32 %22, 97
  %24 = load i32, i32* %4, align 4
  %25 = add nsw i32 %23, %24
  %26 = srem i32 %25, 26
  %27 = add nsw i32 97, %26
  %28 = trunc i32 %27 to i8
  %29 = load i8*, i8** %3, align 8
  store i8 %28, i8* %29, align 1
  br label %52

30:                                               ; preds = %14, %9
  %31 = load i8*, i8** %3, align 8
  %32 = load i8, i8* %31, align 1
  %33 = sext i8 %32 to i32
  %34 = icmp sge i32 %33, 65
  br i1 %34, label %35, label %51

35:                                               ; preds = %30
  %36 = load i8*, i8** %3, align 8
  %37 = load i8, i8* %36, align 1
  %38 = sext i8 %37 to i32
  %39 = icmp sle i32 %38, 90
  br i1 %39, label %40, label %51

40:                                               ; preds = %35
  %41 = load i8*, i8** %3, align 8
  %42 = load i8, i8* %41, align 1
  %43 = sext i8 %42 to i32
  %44 = sub nsw i32 %43, 65
  %45 = load i32, i32* %4, align 4
  %46 = add nsw i32 %44, %45
  %47 = srem i32 %46, 26
  %48 = add nsw i32 65, %47
  %49 = trunc i32 %48 to i8
  %50 = load i8*, i8** %3, align 8
  store i8 %49, i8* %50, align 1
  br label %51

51:                                               ; preds = %40, %35, %30
  br label %52

52:                                               ; preds = %51, %19
  br label %53

53:                                               ; preds = %52
  %54 = load i8*, i8** %3, align 8
  %55 = getelementptr inbounds i8, i8* %54, i32 1
  store i8* %55, i8** %3, align 8
  br label %5, !llvm.loop !10

56:                                               ; preds = %5
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal i32 @atoi_simple(i8* noundef %0) #0 {
  %2 = alloca i8*, align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i8* %0, i8** %2, align 8
  store i32 1, i32* %3, align 4
  store i32 0, i32* %4, align 4
  br label %5

5:                                                ; preds = %10, %1
  %6 = load i8*, i8** %2, align 8
  %7 = load i8, i8* %6, align 1
  %8 = sext i8 %7 to i32
  %9 = icmp eq i32 %8, 32
  br i1 %9, label %10, label %13

10:                                               ; preds = %5
  %11 = load i8*, i8** %2, align 8
  %12 = getelementptr inbounds i8, i8* %11, i32 1
  store i8* %12, i8** %2, align 8
  br label %5, !llvm.loop !11

13:                                               ; preds = %5
  %14 = load i8*, i8** %2, align 8
  %15 = load i8, i8* %14, align 1
  %16 = sext i8 %15 to i32
  %17 = icmp eq i32 %16, 45
  br i1 %17, label %18, label %21

18:                                               ; preds = %13
  store i32 -1, i32* %3, align 4
  %19 = load i8*, i8** %2, align 8
  %20 = getelementptr inbounds i8, i8* %19, i32 1
  store i8* %20, i8** %2, align 8
  br label %30

21:                                               ; preds = %13
  %22 = load i8*, i8** %2, align 8
  %23 = load i8, i8* %22, align 1
  %24 = sext i8 %23 to i32
  %25 = icmp eq i32 %24, 43
  br i1 %25, label %26, label %29

26:                                               ; preds = %21
  %27 = load i8*, i8** %2, align 8
  %28 = getelementptr inbounds i8, i8* %27, i32 1
  store i8* %28, i8** %2, align 8
  br label %29

29:                                               ; preds = %26, %21
  br label %30

30:                                               ; preds = %29, %18
  br label %31

31:                                               ; preds = %43, %30
  %32 = load i8*, i8** %2, align 8
  %33 = load i8, i8* %32, align 1
  %34 = sext i8 %33 to i32
  %35 = icmp sge i32 %34, 48
  br i1 %35, label %36, label %41

36:                                               ; preds = %31
  %37 = load i8*, i8** %2, align 8
  %38 = load i8, i8* %37, align 1
  %39 = sext i8 %38 to i32
  %40 = icmp sle i32 %39, 57
  br label %41

41:                                               ; preds = %36, %31
  %42 = phi i1 [ false, %31 ], [ %40, %36 ]
  br i1 %42, label %43, label %52

43:                                               ; preds = %41
  %44 = load i32, i32* %4, align 4
  %45 = mul nsw i32 %44, 10
  %46 = load i8*, i8** %2, align 8
  %47 = getelementptr inbounds i8, i8* %46, i32 1
  store i8* %47, i8** %2, align 8
  %48 = load i8, i8* %46, align 1
  %49 = sext i8 %48 to i32
  %50 = sub nsw i32 %49, 48
  %51 = add nsw i32 %45, %50
  store i32 %51, i32* %4, align 4
  br label %31, !llvm.loop !12

52:                                               ; preds = %41
  %53 = load i32, i32* %3, align 4
  %54 = load i32, i32* %4, align 4
  %55 = mul nsw i32 %53, %54
  ret i32 %55
}

; Function Attrs: noinline nounwind optnone
define internal void @reverse_range(i8* noundef %0, i8* noundef %1) #0 {
  %3 = alloca i8*, align 8
  %4 = alloca i8*, align 8
  %5 = alloca i8, align 1
  store i8* %0, i8** %3, align 8
  store i8* %1, i8** %4, align 8
  br label %6

6:                                                ; preds = %10, %2
  %7 = load i8*, i8** %3, align 8
  %8 = load i8*, i8** %4, align 8
  %9 = icmp ult i8* %7, %8
  br i1 %9, label %10, label %20

10:                                               ; preds = %6
  %11 = load i8*, i8** %3, align 8
  %12 = load i8, i8* %11, align 1
  store i8 %12, i8* %5, align 1
  %13 = load i8*, i8** %4, align 8
  %14 = load i8, i8* %13, align 1
  %15 = load i8*, i8** %3, align 8
  %16 = getelementptr inbounds i8, i8* %15, i32 1
  store i8* %16, i8** %3, align 8
  store i8 %14, i8* %15, align 1
  %17 = load i8, i8* %5, align 1
  %18 = load i8*, i8** %4, align 8
  %19 = getelementptr inbounds i8, i8* %18, i32 -1
  store i8* %19, i8** %4, align 8
  store i8 %17, i8* %18, align 1
  br label %6, !llvm.loop !13

20:                                               ; preds = %6
  ret void
}

declare dso_local i32 @putchar(i32 noundef) #1

attributes #0 = { noinline nounwind optnone "frame-pointer"="none" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="none" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nobuiltin "no-builtins" }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 14.0.6"}
!2 = distinct !{!2, !3}
!3 = !{!"llvm.loop.mustprogress"}
!4 = distinct !{!4, !3}
!5 = distinct !{!5, !3}
!6 = distinct !{!6, !3}
!7 = distinct !{!7, !3}
!8 = distinct !{!8, !3}
!9 = distinct !{!9, !3}
!10 = distinct !{!10, !3}
!11 = distinct !{!11, !3}
!12 = distinct !{!12, !3}
!13 = distinct !{!13, !3}
