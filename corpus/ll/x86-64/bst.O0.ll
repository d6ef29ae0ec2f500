; ModuleID = 'bst.c'
source_filename = "bst.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.tnode = type { i32, i16, i16 }

@root = internal global i16 -1, align 2
@t = internal global [200 x %struct.tnode] zeroinitializer, align 16
@nused = internal global i32 0, align 4
@nout = internal global i32 0, align 4
@out = internal global [200 x i32] zeroinitializer, align 16

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
  store i32 8675309, i32* %1, align 4
  store i32 -2128831035, i32* %2, align 4
  store i32 0, i32* %3, align 4
  store i32 0, i32* %4, align 4
  br label %9

9:                                                ; preds = %22, %0
  %10 = load i32, i32* %4, align 4
  %11 = icmp slt i32 %10, 150
  br i1 %11, label %12, label %25

12:                                               ; preds = %9
  %13 = load i32, i32* %1, align 4
  %14 = mul i32 %13, 1103515245
  %15 = add i32 %14, 12345
  store i32 %15, i32* %1, align 4
  %16 = load i32, i32* %1, align 4
  %17 = lshr i32 %16, 22
  %18 = sub nsw i32 %17, 512
  %19 = call i32 @insert(i32 noundef %18) #2
  %20 = load i32, i32* %3, align 4
  %21 = add nsw i32 %20, %19
  store i32 %21, i32* %3, align 4
  br label %22

22:                                               ; preds = %12
  %23 = load i32, i32* %4, align 4
  %24 = add nsw i32 %23, 1
  store i32 %24, i32* %4, align 4
  br label %9, !llvm.loop !2

25:                                               ; preds = %9
  %26 = load i32, i32* %2, align 4
  %27 = call i32 @check_sorted() #2
  %28 = xor i32 %26, %27
  %29 = mul i32 %28, 16777619
  store i32 %29, i32* %2, align 4
  %30 = load i32, i32* %2, align 4
  %31 = load i16, i16* @root, align 2
  %32 = sext i16 %31 to i32
  %33 = call i32 @height(i32 noundef %32) #2
  %34 = xor i32 %30, %33
  %35 = load i32, i32* %3, align 4
  %36 = shl i32 %35, 8
  %37 = xor i32 %34, %36
  %38 = mul i32 %37, 16777619
  store i32 %38, i32* %2, align 4
  store i32 0, i32* %5, align 4
  store i32 -512, i32* %6, align 4
  br label %39

39:                                               ; preds = %47, %25
  %40 = load i32, i32* %6, align 4
  %41 = icmp slt i32 %40, 512
  br i1 %41, label %42, label %50

42:                                               ; preds = %39
  %43 = load i32, i32* %6, align 4
  %44 = call i32 @contains(i32 noundef %43) #2
  %45 = load i32, i32* %5, align 4
  %46 = add nsw i32 %45, %44
  store i32 %46, i32* %5, align 4
  br label %47

47:                                               ; preds = %42
  %48 = load i32, i32* %6, align 4
  %49 = add nsw i32 %48, 3
  store i32 %49, i32* %6, align 4
  br label %39, !llvm.loop !4

50:                                               ; preds = %39
  %51 = load i32, i32* %2, align 4
  %52 = load i32, i32* %5, align 4
  %53 = xor i32 %51, %52
  %54 = mul i32 %53, 16777619
  store i32 %54, i32* %2, align 4
  store i32 0, i32* %7, align 4
  store i32 8675309, i32* %1, align 4
  store i32 0, i32* %8, align 4
  br label %55

55:                                               ; preds = %71, %50
  %56 = load i32, i32* %8, align 4
  %57 = icmp slt i32 %56, 150
  br i1 %57, label %58, label %74

58:                                               ; preds = %55
  %59 = load i32, i32* %1, align 4
  %60 = mul i32 %59, 1103515245
  %61 = add i32 %60, 12345
  store i32 %61, i32* %1, align 4
  %62 = load i32, i32* %1, align 4
  %63 = mul i32 %62, 1103515245
  %64 = add i32 %63, 12345
  store i32 %64, i32* %1, align 4
  %65 = load i32, i32* %1, align 4
  %66 = lshr i32 %65, 22
  %67 = sub nsw i32 %66, 512
  %68 = call i32 @erase(i32 noundef %67) #2
  %69 = load i32, i32* %7, align 4
  %70 = add nsw i32 %69, %68
  store i32 %70, i32* %7, align 4
  br label %71

71:                                               ; preds = %58
  %72 = load i32, i32* %8, align 4
  %73 = add nsw i32 %72, 2
  store i32 %73, i32* %8, align 4
  br label %55, !llvm.loop !5

74:                                               ; preds = %55
  %75 = load i32, i32* %2, align 4
  %76 = call i32 @check_sorted() #2
  %77 = xor i32 %75, %76
  %78 = load i32, i32* %7, align 4
  %79 = xor i32 %77, %78
  %80 = mul i32 %79, 16777619
  store i32 %80, i32* %2, align 4
  %81 = load i32, i32* %2, align 4
  %82 = load i16, i16* @root, align 2
  %83 = sext i16 %82 to i32
  %84 = call i32 @height(i32 noundef %83) #2
  %85 = xor i32 %81, %84
  %86 = mul i32 %85, 16777619
  store i32 %86, i32* %2, align 4
  %87 = load i32, i32* %2, align 4
  %88 = and i32 %87, 2147483647
  ret i32 %88
}

; Function Attrs: noinline nounwind optnone
define internal i32 @insert(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i16*, align 8
  %5 = alloca %struct.tnode*, align 8
  store i32 %0, i32* %3, align 4
  store i16* @root, i16** %4, align 8
  br label %6

6:                                                ; preds = %34, %1
  %7 = load i16*, i16** %4, align 8
  %8 = load i16, i16* %7, align 2
  %9 = sext i16 %8 to i32
  %10 = icmp sge i32 %9, 0
  br i1 %10, label %11, label %36

11:                                               ; preds = %6
  %12 = load i16*, i16** %4, align 8
  %13 = load i16, i16* %12, align 2
  %14 = sext i16 %13 to i64
  %15 = getelementptr inbounds [200 x %struct.tnode], [200 x %struct.tnode]* @t, i64 0, i64 %14
  store %struct.tnode* %15, %struct.tnode** %5, align 8
  %16 = load i32, i32* %3, align 4
  %17 = load %struct.tnode*, %struct.tnode** %5, align 8
  %18 = getelementptr inbounds %struct.tnode, %struct.tnode* %17, i32 0, i32 0
  %19 = load i32, i32* %18, align 4
  %20 = icmp eq i32 %16, %19
  br i1 %20, label %21, label %22

21:                                               ; preds = %11
  store i32 0, i32* %2, align 4
  br label %58

22:                                               ; preds = %11
  %23 = load i32, i32* %3, align 4
  %24 = load %struct.tnode*, %struct.tnode** %5, align 8
  %25 = getelementptr inbounds %struct.tnode, %struct.tnode* %24, i32 0, i32 0
  %26 = load i32, i32* %25, align 4
  %27 = icmp slt i32 %23, %26
  br i1 %27, label %28, label %31

28:                                               ; preds = %22
  %29 = load %struct.tnode*, %struct.tnode** %5, align 8
  %30 = getelementptr inbounds %struct.tnode, %struct.tnode* %29, i32 0, i32 1
  br label %34

31:                                               ; preds = %22
  %32 = load %struct.tnode*, %struct.tnode** %5, align 8
  %33 = getelementptr inbounds %struct.tnode, %struct.tnode* %32, i32 0, i32 2
  br label %34

34:                                               ; preds = %31, %28
  %35 = phi i16* [ %30, %28 ], [ %33, %31 ]
  store i16* %35, i16** %4, align 8
  br label %6, !llvm.loop !6

36:                                               ; preds = %6
  %37 = load i32, i32* @nused, align 4
  %38 = icmp sge i32 %37, 200
  br i1 %38, label %39, label %40

39:                                               ; preds = %36
  call void @abort() #2
  br label %40

40:                                               ; preds = %39, %36
  %41 = load i32, i32* %3, align 4
  %42 = load i32, i32* @nused, align 4
  %43 = sext i32 %42 to i64
  %44 = getelementptr inbounds [200 x %struct.tnode], [200 x %struct.tnode]* @t, i64 0, i64 %43
  %45 = getelementptr inbounds %struct.tnode, %struct.tnode* %44, i32 0, i32 0
  store i32 %41, i32* %45, align 8
  %46 = load i32, i32* @nused, align 4
  %47 = sext i32 %46 to i64
  %48 = getelementptr inbounds [200 x %struct.tnode], [200 x %struct.tnode]* @t, i64 0, i64 %47
  %49 = getelementptr inbounds %struct.tnode, %struct.tnode* %48, i32 0, i32 2
  store i16 -1, i16* %49, align 2
  %50 = load i32, i32* @nused, align 4
  %51 = sext i32 %50 to i64
  %52 = getelementptr inbounds [200 x %struct.tnode], [200 x %struct.tnode]* @t, i64 0, i64 %51
  %53 = getelementptr inbounds %struct.tnode, %struct.tnode* %52, i32 0, i32 1
  store i16 -1, i16* %53, align 4
  %54 = load i32, i32* @nused, align 4
  %55 = add nsw i32 %54, 1
  store i32 %55, i32* @nused, align 4
  %56 = trunc i32 %54 to i16
  %57 = load i16*, i16** %4, align 8
  store i16 %56, i16* %57, align 2
  store i32 1, i32* %2, align 4
  br label %58

58:                                               ; preds = %40, %21
  %59 = load i32, i32* %2, align 4
  ret i32 %59
}

; Function Attrs: noinline nounwind optnone
define internal i32 @check_sorted() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  store i32 0, i32* @nout, align 4
  %3 = load i16, i16* @root, align 2
  %4 = sext i16 %3 to i32
  call void @inorder(i32 noundef %4) #2
  store i32 -2128831035, i32* %1, align 4
  store i32 0, i32* %2, align 4
  br label %5

5:                                                ; preds = %32, %0
  %6 = load i32, i32* %2, align 4
  %7 = load i32, i32* @nout, align 4
  %8 = icmp slt i32 %6, %7
  br i1 %8, label %9, label %35

9:                                                ; preds = %5
  %10 = load i32, i32* %2, align 4
  %11 = icmp sgt i32 %10, 0
  br i1 %11, label %12, label %24

12:                                               ; preds = %9
  %13 = load i32, i32* %2, align 4
  %14 = sub nsw i32 %13, 1
  %15 = sext i32 %14 to i64
  %16 = getelementptr inbounds [200 x i32], [200 x i32]* @out, i64 0, i64 %15
  %17 = load i32, i32* %16, align 4
  %18 = load i32, i32* %2, align 4
  %19 = sext i32 %18 to i64
  %20 = getelementptr inbounds [200 x i32], [200 x i32]* @out, i64 0, i64 %19
  %21 = load i32, i32* %20, align 4
  %22 = icmp sge i32 %17, %21
  br i1 %22, label %23, label %24

23:                                               ; preds = %12
  call void @abort() #2
  br label %24

24:                                               ; preds = %23, %12, %9
  %25 = load i32, i32* %1, align 4
  %26 = load i32, i32* %2, align 4
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds [200 x i32], [200 x i32]* @out, i64 0, i64 %27
  %29 = load i32, i32* %28, align 4
  %30 = xor i32 %25, %29
  %31 = mul i32 %30, 16777619
  store i32 %31, i32* %1, align 4
  br label %32

32:                                               ; preds = %24
  %33 = load i32, i32* %2, align 4
  %34 = add nsw i32 %33, 1
  store i32 %34, i32* %2, align 4
  br label %5, !llvm.loop !7

35:                                               ; preds = %5
  %36 = load i32, i32* %1, align 4
  %37 = load i32, i32* @nout, align 4
  %38 = xor i32 %36, %37
  ret i32 %38
}

; Function Attrs: noinline nounwind optnone
define internal i32 @height(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  %6 = load i32, i32* %3, align 4
  %7 = icmp slt i32 %6, 0
  br i1 %7, label %8, label %9

8:                                                ; preds = %1
  store i32 0, i32* %2, align 4
  br label %34

9:                                                ; preds = %1
  %10 = load i32, i32* %3, align 4
  %11 = sext i32 %10 to i64
  %12 = getelementptr inbounds [200 x %struct.tnode], [200 x %struct.tnode]* @t, i64 0, i64 %11
  %13 = getelementptr inbounds %struct.tnode, %struct.tnode* %12, i32 0, i32 1
  %14 = load i16, i16* %13, align 4
  %15 = sext i16 %14 to i32
  %16 = call i32 @height(i32 noundef %15) #2
  store i32 %16, i32* %4, align 4
  %17 = load i32, i32* %3, align 4
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds [200 x %struct.tnode], [200 x %struct.tnode]* @t, i64 0, i64 %18
  %20 = getelementptr inbounds %struct.tnode, %struct.tnode* %19, i32 0, i32 2
  %21 = load i16, i16* %20, align 2
  %22 = sext i16 %21 to i32
  %23 = call i32 @height(i32 noundef %22) #2
  store i32 %23, i32* %5, align 4
  %24 = load i32, i32* %4, align 4
  %25 = load i32, i32* %5, align 4
  %26 = icmp sgt i32 %24, %25
  br i1 %26, label %27, label %29

27:                                               ; preds = %9
  %28 = load i32, i32* %4, align 4
  br label %31

29:                                               ; preds = %9
  %30 = load i32, i32* %5, align 4
  br label %31

31:                                               ; preds = %29, %27
  %32 = phi i32 [ %28, %27 ], [ %30, %29 ]
  %33 = add nsw i32 1, %32
  store i32 %33, i32* %2, align 4
  br label %34

34:                                               ; preds = %31, %8
  %35 = load i32, i32* %2, align 4
  ret i32 %35
}

; Function Attrs: noinline nounwind optnone
define internal i32 @contains(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  %5 = load i16, i16* @root, align 2
  %6 = sext i16 %5 to i32
  store i32 %6, i32* %4, align 4
  br label %7

7:                                                ; preds = %41, %1
  %8 = load i32, i32* %4, align 4
  %9 = icmp sge i32 %8, 0
  br i1 %9, label %10, label %43

10:                                               ; preds = %7
  %11 = load i32, i32* %3, align 4
  %12 = load i32, i32* %4, align 4
  %13 = sext i32 %12 to i64
  %14 = getelementptr inbounds [200 x %struct.tnode], [200 x %struct.tnode]* @t, i64 0, i64 %13
  %15 = getelementptr inbounds %struct.tnode, %struct.tnode* %14, i32 0, i32 0
  %16 = load i32, i32* %15, align 8
  %17 = icmp eq i32 %11, %16
  br i1 %17, label %18, label %19

18:                                               ; preds = %10
  store i32 1, i32* %2, align 4
  br label %44

19:                                               ; preds = %10
  %20 = load i32, i32* %3, align 4
  %21 = load i32, i32* %4, align 4
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds [200 x %struct.tnode], [200 x %struct.tnode]* @t, i64 0, i64 %22
  %24 = getelementptr inbounds %struct.tnode, %struct.tnode* %23, i32 0, i32 0
  %25 = load i32, i32* %24, align 8
  %26 = icmp slt i32 %20, %25
  br i1 %26, label %27, label %34

27:                                               ; preds = %19
  %28 = load i32, i32* %4, align 4
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds [200 x %struct.tnode], [200 x %struct.tnode]* @t, i64 0, i64 %29
  %31 = getelementptr inbounds %struct.tnode, %struct.tnode* %30, i32 0, i32 1
  %32 = load i16, i16* %31, align 4
  %33 = sext i16 %32 to i32
  br label %41

34:                                               ; preds = %19
  %35 = load i32, i32* %4, align 4
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds [200 x %struct.tnode], [200 x %struct.tnode]* @t, i64 0, i64 %36
  %38 = getelementptr inbounds %struct.tnode, %struct.tnode* %37, i32 0, i32 2
  %39 = load i16, i16* %38, align 2
  %40 = sext i16 %39 to i32
  br label %41

41:                                               ; preds = %34, %27
  %42 = phi i32 [ %33, %27 ], [ %40, %34 ]
  store i32 %42, i32* %4, align 4
  br label %7, !llvm.loop !8

43:                                               ; preds = %7
  store i32 0, i32* %2, align 4
  br label %44

44:                                               ; preds = %43, %18
  %45 = load i32, i32* %2, align 4
  ret i32 %45
}

; Function Attrs: noinline nounwind optnone
define internal i32 @erase(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i16*, align 8
  %5 = alloca i32, align 4
  %6 = alloca i16*, align 8
  %7 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  store i16* @root, i16** %4, align 8
  br label %8

8:                                                ; preds = %45, %1
  %9 = load i16*, i16** %4, align 8
  %10 = load i16, i16* %9, align 2
  %11 = sext i16 %10 to i32
  %12 = icmp sge i32 %11, 0
  br i1 %12, label %13, label %22

13:                                               ; preds = %8
  %14 = load i16*, i16** %4, align 8
  %15 = load i16, i16* %14, align 2
  %16 = sext i16 %15 to i64
  %17 = getelementptr inbounds [200 x %struct.tnode], [200 x %struct.tnode]* @t, i64 0, i64 %16
  %18 = getelementptr inbounds %struct.tnode, %struct.tnode* %17, i32 0, i32 0
  %19 = load i32, i32* %18, align 8
  %20 = load i32, i32* %3, align 4
  %21 = icmp ne i32 %19, %20
  br label %22

22:                                               ; preds = %13, %8
  %23 = phi i1 [ false, %8 ], [ %21, %13 ]
  br i1 %23, label %24, label %47

24:                                               ; preds = %22
  %25 = load i32, i32* %3, align 4
  %26 = load i16*, i16** %4, align 8
  %27 = load i16, i16* %26, align 2
  %28 = sext i16 %27 to i64
  %29 = getelementptr inbounds [200 x %struct.tnode], [200 x %struct.tnode]* @t, i64 0, i64 %28
  %30 = getelementptr inbounds %struct.tnode, %struct.tnode* %29, i32 0, i32 0
  %31 = load i32, i32* %30, align 8
  %32 = icmp slt i32 %25, %31
  br i1 %32, label %33, label %39

33:                                               ; preds = %24
  %34 = load i16*, i16** %4, align 8
  %35 = load i16, i16* %34, align 2
  %36 = sext i16 %35 to i64
  %37 = getelementptr inbounds [200 x %struct.tnode], [200 x %struct.tnode]* @t, i64 0, i64 %36
  %38 = getelementptr inbounds %struct.tnode, %struct.tnode* %37, i32 0, i32 1
  br label %45

39:                                               ; preds = %24
  %40 = load i16*, i16** %4, align 8
  %41 = load i16, i16* %40, align 2
  %42 = sext i16 %41 to i64
  %43 = getelementptr inbounds [200 x %struct.tnode], [200 x %struct.tnode]* @t, i64 0, i64 %42
  %44 = getelementptr inbounds %struct.tnode, %struct.tnode* %43, i32 0, i32 2
  br label %45

45:                                               ; preds = %39, %33
  %46 = phi i16* [ %38, %33 ], [ %44, %39 ]
  store i16* %46, i16** %4, align 8
  br label %8, !llvm.loop !9

47:                                               ; preds = %22
  %48 = load i16*, i16** %4, align 8
  %49 = load i16, i16* %48, align 2
  %50 = sext i16 %49 to i32
  %51 = icmp slt i32 %50, 0
  br i1 %51, label %52, label %53

52:                                               ; preds = %47
  store i32 0, i32* %2, align 4
  br label %127

53:                                               ; preds = %47
  %54 = load i16*, i16** %4, align 8
  %55 = load i16, i16* %54, align 2
  %56 = sext i16 %55 to i32
  store i32 %56, i32* %5, align 4
  %57 = load i32, i32* %5, align 4
  %58 = sext i32 %57 to i64
  %59 = getelementptr inbounds [200 x %struct.tnode], [200 x %struct.tnode]* @t, i64 0, i64 %58
  %60 = getelementptr inbounds %struct.tnode, %struct.tnode* %59, i32 0, i32 1
  %61 = load i16, i16* %60, align 4
  %62 = sext i16 %61 to i32
  %63 = icmp slt i32 %62, 0
  br i1 %63, label %64, label %71

64:                                               ; preds = %53
  %65 = load i32, i32* %5, align 4
  %66 = sext i32 %65 to i64
  %67 = getelementptr inbounds [200 x %struct.tnode], [200 x %struct.tnode]* @t, i64 0, i64 %66
  %68 = getelementptr inbounds %struct.tnode, %struct.tnode* %67, i32 0, i32 2
  %69 = load i16, i16* %68, align 2
  %70 = load i16*, i16** %4, align 8
  store i16 %69, i16* %70, align 2
  br label %126

71:                                               ; preds = %53
  %72 = load i32, i32* %5, align 4
  %73 = sext i32 %72 to i64
  %74 = getelementptr inbounds [200 x %struct.tnode], [200 x %struct.tnode]* @t, i64 0, i64 %73
  %75 = getelementptr inbounds %struct.tnode, %struct.tnode* %74, i32 0, i32 2
  %76 = load i16, i16* %75, align 2
  %77 = sext i16 %76 to i32
  %78 = icmp slt i32 %77, 0
  br i1 %78, label %79, label %86

79:                                               ; preds = %71
  %80 = load i32, i32* %5, align 4
  %81 = sext i32 %80 to i64
  %82 = getelementptr inbounds [200 x %struct.tnode], [200 x %struct.tnode]* @t, i64 0, i64 %81
  %83 = getelementptr inbounds %struct.tnode, %struct.tnode* %82, i32 0, i32 1
  %84 = load i16, i16* %83, align 4
  %85 = load i16*, i16** %4, align 8
  store i16 %84, i16* %85, align 2
  br label %125

86:                                               ; preds = %71
  %87 = load i32, i32* %5, align 4
  %88 = sext i32 %87 to i64
  %89 = getelementptr inbounds [200 x %struct.tnode], [200 x %struct.tnode]* @t, i64 0, i64 %88
  %90 = getelementptr inbounds %struct.tnode, %struct.tnode* %89, i32 0, i32 2
  store i16* %90, i16** %6, align 8
  br label %91

91:                                               ; preds = %100, %86
  %92 = load i16*, i16** %6, align 8
  %93 = load i16, i16* %92, align 2
  %94 = sext i16 %93 to i64
  %95 = getelementptr inbounds [200 x %struct.tnode], [200 x %struct.tnode]* @t, i64 0, i64 %94
  %96 = getelementptr inbounds %struct.tnode, %struct.tnode* %95, i32 0, i32 1
  %97 = load i16, i16* %96, align 4
  %98 = sext i16 %97 to i32
  %99 = icmp sge i32 %98, 0
  br i1 %99, label %100, label %106

100:                                              ; preds = %91
  %101 = load i16*, i16** %6, align 8
  %102 = load i16, i16* %101, align 2
  %103 = sext i16 %102 to i64
  %104 = getelementptr inbounds [200 x %struct.tnode], [200 x %struct.tnode]* @t, i64 0, i64 %103
  %105 = getelementptr inbounds %struct.tnode, %struct.tnode* %104, i32 0, i32 1
  store i16* %105, i16** %6, align 8
  br label %91, !llvm.loop !10

106:                                              ; preds = %91
  %107 = load i16*, i16** %6, align 8
  %108 = load i16, i16* %107, align 2
  %109 = sext i16 %108 to i32
  store i32 %109, i32* %7, align 4
  %110 = load i32, i32* %7, align 4
  %111 = sext i32 %110 to i64
  %112 = getelementptr inbounds [200 x %struct.tnode], [200 x %struct.tnode]* @t, i64 0, i64 %111
  %113 = getelementptr inbounds %struct.tnode, %struct.tnode* %112, i32 0, i32 0
  %114 = load i32, i32* %113, align 8
  %115 = load i32, i32* %5, align 4
  %116 = sext i32 %115 to i64
  %117 = getelementptr inbounds [200 x %struct.tnode], [200 x %struct.tnode]* @t, i64 0, i64 %116
  %118 = getelementptr inbounds %struct.tnode, %struct.tnode* %117, i32 0, i32 0
  store i32 %114, i32* %118, align 8
  %119 = load i32, i32* %7, align 4
  %120 = sext i32 %119 to i64
  %121 = getelementptr inbounds [200 x %struct.tnode], [200 x %struct.tnode]* @t, i64 0, i64 %120
  %122 = getelementptr inbounds %struct.tnode, %struct.tnode* %121, i32 0, i32 2
  %123 = load i16, i16* %122, align 2
  %124 = load i16*, i16** %6, align 8
  store i16 %123, i16* %124, align 2
  br label %125

125:                                              ; preds = %106, %79
  br label %126

126:                                              ; preds = %125, %64
  store i32 1, i32* %2, align 4
  br label %127

127:                                              ; preds = %126, %52
  %128 = load i32, i32* %2, align 4
  ret i32 %128
}

declare dso_local void @abort() #1

; Function Attrs: noinline nounwind optnone
define internal void @inorder(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %3 = load i32, i32* %2, align 4
  %4 = icmp slt i32 %3, 0
  br i1 %4, label %5, label %6

5:                                                ; preds = %1
  br label %28

6:                                                ; preds = %1
  %7 = load i32, i32* %2, align 4
  %8 = sext i32 %7 to i64
  %9 = getelementptr inbounds [200 x %struct.tnode], [200 x %struct.tnode]* @t, i64 0, i64 %8
  %10 = getelementptr inbounds %struct.tnode, %struct.tnode* %9, i32 0, i32 1
  %11 = load i16, i16* %10, align 4
  %12 = sext i16 %11 to i32
  call void @inorder(i32 noundef %12) #2
  %13 = load i32, i32* %2, align 4
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds [200 x %struct.tnode], [200 x %struct.tnode]* @t, i64 0, i64 %14
  %16 = getelementptr inbounds %struct.tnode, %struct.tnode* %15, i32 0, i32 0
  %17 = load i32, i32* %16, align 8
  %18 = load i32, i32* @nout, align 4
  %19 = add nsw i32 %18, 1
  store i32 %19, i32* @nout, align 4
  %20 = sext i32 %18 to i64
  %21 = getelementptr inbounds [200 x i32], [200 x i32]* @out, i64 0, i64 %20
  store i32 %17, i32* %21, align 4
  %22 = load i32, i32* %2, align 4
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds [200 x %struct.tnode], [200 x %struct.tnode]* @t, i64 0, i64 %23
  %25 = getelementptr inbounds %struct.tnode, %struct.tnode* %24, i32 0, i32 2
  %26 = load i16, i16* %25, align 2
  %27 = sext i16 %26 to i32
  call void @inorder(i32 noundef %27) #2
  br label %28

28:                                               ; preds = %6, %5
  ret void
}

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
