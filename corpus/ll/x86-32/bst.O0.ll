; ModuleID = 'bst.c'
source_filename = "bst.c"
target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i386-unknown-linux-gnu"

%struct.tnode = type { i32, i16, i16 }

@root = internal global i16 -1, align 2
@t = internal global [200 x %struct.tnode] zeroinitializer, align 4
@nused = internal global i32 0, align 4
@nout = internal global i32 0, align 4
@out = internal global [200 x i32] zeroinitializer, align 4

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
  br label %9, !llvm.loop !3

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
  br label %39, !llvm.loop !5

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
  br label %55, !llvm.loop !6

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
  %4 = alloca i16*, align 4
  %5 = alloca %struct.tnode*, align 4
  store i32 %0, i32* %3, align 4
  store i16* @root, i16** %4, align 4
  br label %6

6:                                                ; preds = %34, %1
  %7 = load i16*, i16** %4, align 4
  %8 = load i16, i16* %7, align 2
  %9 = sext i16 %8 to i32
  %10 = icmp sge i32 %9, 0
  br i1 %10, label %11, label %36

11:                                               ; preds = %6
  %12 = load i16*, i16** %4, align 4
  %13 = load i16, i16* %12, align 2
  %14 = sext i16 %13 to i32
  %15 = getelementptr inbounds [200 x %struct.tnode], [200 x %struct.tnode]* @t, i32 0, i32 %14
  store %struct.tnode* %15, %struct.tnode** %5, align 4
  %16 = load i32, i32* %3, align 4
  %17 = load %struct.tnode*, %struct.tnode** %5, align 4
  %18 = getelementptr inbounds %struct.tnode, %struct.tnode* %17, i32 0, i32 0
  %19 = load i32, i32* %18, align 4
  %20 = icmp eq i32 %16, %19
  br i1 %20, label %21, label %22

21:                                               ; preds = %11
  store i32 0, i32* %2, align 4
  br label %55

22:                                               ; preds = %11
  %23 = load i32, i32* %3, align 4
  %24 = load %struct.tnode*, %struct.tnode** %5, align 4
  %25 = getelementptr inbounds %struct.tnode, %struct.tnode* %24, i32 0, i32 0
  %26 = load i32, i32* %25, align 4
  %27 = icmp slt i32 %23, %26
  br i1 %27, label %28, label %31

28:                                               ; preds = %22
  %29 = load %struct.tnode*, %struct.tnode** %5, align 4
  %30 = getelementptr inbounds %struct.tnode, %struct.tnode* %29, i32 0, i32 1
  br label %34

31:                                               ; preds = %22
  %32 = load %struct.tnode*, %struct.tnode** %5, align 4
  %33 = getelementptr inbounds %struct.tnode, %struct.tnode* %32, i32 0, i32 2
  br label %34

34:                                               ; preds = %31, %28
  %35 = phi i16* [ %30, %28 ], [ %33, %31 ]
  store i16* %35, i16** %4, align 4
  br label %6, !llvm.loop !7

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
  %43 = getelementptr inbounds [200 x %struct.tnode], [200 x %struct.tnode]* @t, i32 0, i32 %42
  %44 = getelementptr inbounds %struct.tnode, %struct.tnode* %43, i32 0, i32 0
  store i32 %41, i32* %44, align 4
  %45 = load i32, i32* @nused, align 4
  %46 = getelementptr inbounds [200 x %struct.tnode], [200 x %struct.tnode]* @t, i32 0, i32 %45
  %47 = getelementptr inbounds %struct.tnode, %struct.tnode* %46, i32 0, i32 2
  store i16 -1, i16* %47, align 2
  %48 = load i32, i32* @nused, align 4
  %49 = getelementptr inbounds [200 x %struct.tnode], [200 x %struct.tnode]* @t, i32 0, i32 %48
  %50 = getelementptr inbounds %struct.tnode, %struct.tnode* %49, i32 0, i32 1
  store i16 -1, i16* %50, align 4
  %51 = load i32, i32* @nused, align 4
  %52 = add nsw i32 %51, 1
  store i32 %52, i32* @nused, align 4
  %53 = trunc i32 %51 to i16
  %54 = load i16*, i16** %4, align 4
  store i16 %53, i16* %54, align 2
  store i32 1, i32* %2, align 4
  br label %55

55:                                               ; preds = %40, %21
  %56 = load i32, i32* %2, align 4
  ret i32 %56
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

5:                                                ; preds = %29, %0
  %6 = load i32, i32* %2, align 4
  %7 = load i32, i32* @nout, align 4
  %8 = icmp slt i32 %6, %7
  br i1 %8, label %9, label %32

9:                                                ; preds = %5
  %10 = load i32, i32* %2, align 4
  %11 = icmp sgt i32 %10, 0
  br i1 %11, label %12, label %22

12:                                               ; preds = %9
  %13 = load i32, i32* %2, align 4
  %14 = sub nsw i32 %13, 1
  %15 = getelementptr inbounds [200 x i32], [200 x i32]* @out, i32 0, i32 %14
  %16 = load i32, i32* %15, align 4
  %17 = load i32, i32* %2, align 4
  %18 = getelementptr inbounds [200 x i32], [200 x i32]* @out, i32 0, i32 %17
  %19 = load i32, i32* %18, align 4
  %20 = icmp sge i32 %16, %19
  br i1 %20, label %21, label %22

21:                                               ; preds = %12
  call void @abort() #2
  br label %22

22:                                               ; preds = %21, %12, %9
  %23 = load i32, i32* %1, align 4
  %24 = load i32, i32* %2, align 4
  %25 = getelementptr inbounds [200 x i32], [200 x i32]* @out, i32 0, i32 %24
  %26 = load i32, i32* %25, align 4
  %27 = xor i32 %23, %26
  %28 = mul i32 %27, 16777619
  store i32 %28, i32* %1, align 4
  br label %29

29:                                               ; preds = %22
  %30 = load i32, i32* %2, align 4
  %31 = add nsw i32 %30, 1
  store i32 %31, i32* %2, align 4
  br label %5, !llvm.loop !8

32:                                               ; preds = %5
  %33 = load i32, i32* %1, align 4
  %34 = load i32, i32* @nout, align 4
  %35 = xor i32 %33, %34
  ret i32 %35
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
  br label %32

9:                                                ; preds = %1
  %10 = load i32, i32* %3, align 4
  %11 = getelementptr inbounds [200 x %struct.tnode], [200 x %struct.tnode]* @t, i32 0, i32 %10
  %12 = getelementptr inbounds %struct.tnode, %struct.tnode* %11, i32 0, i32 1
  %13 = load i16, i16* %12, align 4
  %14 = sext i16 %13 to i32
  %15 = call i32 @height(i32 noundef %14) #2
  store i32 %15, i32* %4, align 4
  %16 = load i32, i32* %3, align 4
  %17 = getelementptr inbounds [200 x %struct.tnode], [200 x %struct.tnode]* @t, i32 0, i32 %16
  %18 = getelementptr inbounds %struct.tnode, %struct.tnode* %17, i32 0, i32 2
  %19 = load i16, i16* %18, align 2
  %20 = sext i16 %19 to i32
  %21 = call i32 @height(i32 noundef %20) #2
  store i32 %21, i32* %5, align 4
  %22 = load i32, i32* %4, align 4
  %23 = load i32, i32* %5, align 4
  %24 = icmp sgt i32 %22, %23
  br i1 %24, label %25, label %27

25:                                               ; preds = %9
  %26 = load i32, i32* %4, align 4
  br label %29

27:                                               ; preds = %9
  %28 = load i32, i32* %5, align 4
  br label %29

29:                                               ; preds = %27, %25
  %30 = phi i32 [ %26, %25 ], [ %28, %27 ]
  %31 = add nsw i32 1, %30
  store i32 %31, i32* %2, align 4
  br label %32

32:                                               ; preds = %29, %8
  %33 = load i32, i32* %2, align 4
  ret i32 %33
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

7:                                                ; preds = %37, %1
  %8 = load i32, i32* %4, align 4
  %9 = icmp sge i32 %8, 0
  br i1 %9, label %10, label %39

10:                                               ; preds = %7
  %11 = load i32, i32* %3, align 4
  %12 = load i32, i32* %4, align 4
  %13 = getelementptr inbounds [200 x %struct.tnode], [200 x %struct.tnode]* @t, i32 0, i32 %12
  %14 = getelementptr inbounds %struct.tnode, %struct.tnode* %13, i32 0, i32 0
  %15 = load i32, i32* %14, align 4
  %16 = icmp eq i32 %11, %15
  br i1 %16, label %17, label %18

17:                                               ; preds = %10
  store i32 1, i32* %2, align 4
  br label %40

18:                                               ; preds = %10
  %19 = load i32, i32* %3, align 4
  %20 = load i32, i32* %4, align 4
  %21 = getelementptr inbounds [200 x %struct.tnode], [200 x %struct.tnode]* @t, i32 0, i32 %20
  %22 = getelementptr inbounds %struct.tnode, %struct.tnode* %21, i32 0, i32 0
  %23 = load i32, i32* %22, align 4
  %24 = icmp slt i32 %19, %23
  br i1 %24, label %25, label %31

25:                                               ; preds = %18
  %26 = load i32, i32* %4, align 4
  %27 = getelementptr inbounds [200 x %struct.tnode], [200 x %struct.tnode]* @t, i32 0, i32 %26
  %28 = getelementptr inbounds %struct.tnode, %struct.tnode* %27, i32 0, i32 1
  %29 = load i16, i16* %28, align 4
  %30 = sext i16 %29 to i32
  br label %37

31:                                               ; preds = %18
  %32 = load i32, i32* %4, align 4
  %33 = getelementptr inbounds [200 x %struct.tnode], [200 x %struct.tnode]* @t, i32 0, i32 %32
  %34 = getelementptr inbounds %struct.tnode, %struct.tnode* %33, i32 0, i32 2
  %35 = load i16, i16* %34, align 2
  %36 = sext i16 %35 to i32
  br label %37

37:                                               ; preds = %31, %25
  %38 = phi i32 [ %30, %25 ], [ %36, %31 ]
  store i32 %38, i32* %4, align 4
  br label %7, !llvm.loop !9

39:                                               ; preds = %7
  store i32 0, i32* %2, align 4
  br label %40

40:                                               ; preds = %39, %17
  %41 = load i32, i32* %2, align 4
  ret i32 %41
}

; Function Attrs: noinline nounwind optnone
define internal i32 @erase(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i16*, align 4
  %5 = alloca i32, align 4
  %6 = alloca i16*, align 4
  %7 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  store i16* @root, i16** %4, align 4
  br label %8

8:                                                ; preds = %45, %1
  %9 = load i16*, i16** %4, align 4
  %10 = load i16, i16* %9, align 2
  %11 = sext i16 %10 to i32
  %12 = icmp sge i32 %11, 0
  br i1 %12, label %13, label %22

13:                                               ; preds = %8
  %14 = load i16*, i16** %4, align 4
  %15 = load i16, i16* %14, align 2
  %16 = sext i16 %15 to i32
  %17 = getelementptr inbounds [200 x %struct.tnode], [200 x %struct.tnode]* @t, i32 0, i32 %16
  %18 = getelementptr inbounds %struct.tnode, %struct.tnode* %17, i32 0, i32 0
  %19 = load i32, i32* %18, align 4
  %20 = load i32, i32* %3, align 4
  %21 = icmp ne i32 %19, %20
  br label %22

22:                                               ; preds = %13, %8
  %23 = phi i1 [ false, %8 ], [ %21, %13 ]
  br i1 %23, label %24, label %47

24:                                               ; preds = %22
  %25 = load i32, i32* %3, align 4
  %26 = load i16*, i16** %4, align 4
  %27 = load i16, i16* %26, align 2
  %28 = sext i16 %27 to i32
  %29 = getelementptr inbounds [200 x %struct.tnode], [200 x %struct.tnode]* @t, i32 0, i32 %28
  %30 = getelementptr inbounds %struct.tnode, %struct.tnode* %29, i32 0, i32 0
  %31 = load i32, i32* %30, align 4
  %32 = icmp slt i32 %25, %31
  br i1 %32, label %33, label %39

33:                                               ; preds = %24
  %34 = load i16*, i16** %4, align 4
  %35 = load i16, i16* %34, align 2
  %36 = sext i16 %35 to i32
  %37 = getelementptr inbounds [200 x %struct.tnode], [200 x %struct.tnode]* @t, i32 0, i32 %36
  %38 = getelementptr inbounds %struct.tnode, %struct.tnode* %37, i32 0, i32 1
  br label %45

39:                                               ; preds = %24
  %40 = load i16*, i16** %4, align 4
  %41 = load i16, i16* %40, align 2
  %42 = sext i16 %41 to i32
  %43 = getelementptr inbounds [200 x %struct.tnode], [200 x %struct.tnode]* @t, i32 0, i32 %42
  %44 = getelementptr inbounds %struct.tnode, %struct.tnode* %43, i32 0, i32 2
  br label %45

45:                                               ; preds = %39, %33
  %46 = phi i16* [ %38, %33 ], [ %44, %39 ]
  store i16* %46, i16** %4, align 4
  br label %8, !llvm.loop !10

47:                                               ; preds = %22
  %48 = load i16*, i16** %4, align 4
  %49 = load i16, i16* %48, align 2
  %50 = sext i16 %49 to i32
  %51 = icmp slt i32 %50, 0
  br i1 %51, label %52, label %53

52:                                               ; preds = %47
  store i32 0, i32* %2, align 4
  br label %119

53:                                               ; preds = %47
  %54 = load i16*, i16** %4, align 4
  %55 = load i16, i16* %54, align 2
  %56 = sext i16 %55 to i32
  store i32 %56, i32* %5, align 4
  %57 = load i32, i32* %5, align 4
  %58 = getelementptr inbounds [200 x %struct.tnode], [200 x %struct.tnode]* @t, i32 0, i32 %57
  %59 = getelementptr inbounds %struct.tnode, %struct.tnode* %58, i32 0, i32 1
  %60 = load i16, i16* %59, align 4
  %61 = sext i16 %60 to i32
  %62 = icmp slt i32 %61, 0
  br i1 %62, label %63, label %69

63:                                               ; preds = %53
  %64 = load i32, i32* %5, align 4
  %65 = getelementptr inbounds [200 x %struct.tnode], [200 x %struct.tnode]* @t, i32 0, i32 %64
  %66 = getelementptr inbounds %struct.tnode, %struct.tnode* %65, i32 0, i32 2
  %67 = load i16, i16* %66, align 2
  %68 = load i16*, i16** %4, align 4
  store i16 %67, i16* %68, align 2
  br label %118

69:                                               ; preds = %53
  %70 = load i32, i32* %5, align 4
  %71 = getelementptr inbounds [200 x %struct.tnode], [200 x %struct.tnode]* @t, i32 0, i32 %70
  %72 = getelementptr inbounds %struct.tnode, %struct.tnode* %71, i32 0, i32 2
  %73 = load i16, i16* %72, align 2
  %74 = sext i16 %73 to i32
  %75 = icmp slt i32 %74, 0
  br i1 %75, label %76, label %82

76:                                               ; preds = %69
  %77 = load i32, i32* %5, align 4
  %78 = getelementptr inbounds [200 x %struct.tnode], [200 x %struct.tnode]* @t, i32 0, i32 %77
  %79 = getelementptr inbounds %struct.tnode, %struct.tnode* %78, i32 0, i32 1
  %80 = load i16, i16* %79, align 4
  %81 = load i16*, i16** %4, align 4
  store i16 %80, i16* %81, align 2
  br label %117

82:                                               ; preds = %69
  %83 = load i32, i32* %5, align 4
  %84 = getelementptr inbounds [200 x %struct.tnode], [200 x %struct.tnode]* @t, i32 0, i32 %83
  %85 = getelementptr inbounds %struct.tnode, %struct.tnode* %84, i32 0, i32 2
  store i16* %85, i16** %6, align 4
  br label %86

86:                                               ; preds = %95, %82
  %87 = load i16*, i16** %6, align 4
  %88 = load i16, i16* %87, align 2
  %89 = sext i16 %88 to i32
  %90 = getelementptr inbounds [200 x %struct.tnode], [200 x %struct.tnode]* @t, i32 0, i32 %89
  %91 = getelementptr inbounds %struct.tnode, %struct.tnode* %90, i32 0, i32 1
  %92 = load i16, i16* %91, align 4
  %93 = sext i16 %92 to i32
  %94 = icmp sge i32 %93, 0
  br i1 %94, label %95, label %101

95:                                               ; preds = %86
  %96 = load i16*, i16** %6, align 4
  %97 = load i16, i16* %96, align 2
  %98 = sext i16 %97 to i32
  %99 = getelementptr inbounds [200 x %struct.tnode], [200 x %struct.tnode]* @t, i32 0, i32 %98
  %100 = getelementptr inbounds %struct.tnode, %struct.tnode* %99, i32 0, i32 1
  store i16* %100, i16** %6, align 4
  br label %86, !llvm.loop !11

101:                                              ; preds = %86
  %102 = load i16*, i16** %6, align 4
  %103 = load i16, i16* %102, align 2
  %104 = sext i16 %103 to i32
  store i32 %104, i32* %7, align 4
  %105 = load i32, i32* %7, align 4
  %106 = getelementptr inbounds [200 x %struct.tnode], [200 x %struct.tnode]* @t, i32 0, i32 %105
  %107 = getelementptr inbounds %struct.tnode, %struct.tnode* %106, i32 0, i32 0
  %108 = load i32, i32* %107, align 4
  %109 = load i32, i32* %5, align 4
  %110 = getelementptr inbounds [200 x %struct.tnode], [200 x %struct.tnode]* @t, i32 0, i32 %109
  %111 = getelementptr inbounds %struct.tnode, %struct.tnode* %110, i32 0, i32 0
  store i32 %108, i32* %111, align 4
  %112 = load i32, i32* %7, align 4
  %113 = getelementptr inbounds [200 x %struct.tnode], [200 x %struct.tnode]* @t, i32 0, i32 %112
  %114 = getelementptr inbounds %struct.tnode, %struct.tnode* %113, i32 0, i32 2
  %115 = load i16, i16* %114, align 2
  %116 = load i16*, i16** %6, align 4
  store i16 %115, i16* %116, align 2
  br label %117

117:                                              ; preds = %101, %76
  br label %118

118:                                              ; preds = %117, %63
  store i32 1, i32* %2, align 4
  br label %119

119:                                              ; preds = %118, %52
  %120 = load i32, i32* %2, align 4
  ret i32 %120
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
  br label %24

6:                                                ; preds = %1
  %7 = load i32, i32* %2, align 4
  %8 = getelementptr inbounds [200 x %struct.tnode], [200 x %struct.tnode]* @t, i32 0, i32 %7
  %9 = getelementptr inbounds %struct.tnode, %struct.tnode* %8, i32 0, i32 1
  %10 = load i16, i16* %9, align 4
  %11 = sext i16 %10 to i32
  call void @inorder(i32 noundef %11) #2
  %12 = load i32, i32* %2, align 4
  %13 = getelementptr inbounds [200 x %struct.tnode], [200 x %struct.tnode]* @t, i32 0, i32 %12
  %14 = getelementptr inbounds %struct.tnode, %struct.tnode* %13, i32 0, i32 0
  %15 = load i32, i32* %14, align 4
  %16 = load i32, i32* @nout, align 4
  %17 = add nsw i32 %16, 1
  store i32 %17, i32* @nout, align 4
  %18 = getelementptr inbounds [200 x i32], [200 x i32]* @out, i32 0, i32 %16
  store i32 %15, i32* %18, align 4
  %19 = load i32, i32* %2, align 4
  %20 = getelementptr inbounds [200 x %struct.tnode], [200 x %struct.tnode]* @t, i32 0, i32 %19
  %21 = getelementptr inbounds %struct.tnode, %struct.tnode* %20, i32 0, i32 2
  %22 = load i16, i16* %21, align 2
  %23 = sext i16 %22 to i32
  call void @inorder(i32 noundef %23) #2
  br label %24

24:                                               ; preds = %6, %5
  ret void
}

attributes #0 = { noinline nounwind optnone "frame-pointer"="none" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="none" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { nobuiltin "no-builtins" }

!llvm.module.flags = !{!0, !1}
!llvm.ident = !{!2}

!0 = !{i32 1, !"NumRegisterParameters", i32 0}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{!"Debian clang version 14.0.6"}
!3 = distinct !{!3, !4}
!4 = !{!"llvm.loop.mustprogress"}
!5 = distinct !{!5, !4}
!6 = distinct !{!6, !4}
!7 = distinct !{!7, !4}
!8 = distinct !{!8, !4}
!9 = distinct !{!9, !4}
!10 = distinct !{!10, !4}
!11 = distinct !{!11, !4}
