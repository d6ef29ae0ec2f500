; ModuleID = 'base64.c'
source_filename = "base64.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@rev = internal unnamed_addr global [256 x i8] zeroinitializer, align 16
@alphabet = internal unnamed_addr constant [65 x i8] c"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/\00", align 16
@main.samples = internal unnamed_addr constant [8 x ptr] [ptr @.str, ptr @.str.1, ptr @.str.2, ptr @.str.3, ptr @.str.4, ptr @.str.5, ptr @.str.6, ptr @.str.7], align 16
@.str = private unnamed_addr constant [1 x i8] zeroinitializer, align 1
@.str.1 = private unnamed_addr constant [2 x i8] c"f\00", align 1
@.str.2 = private unnamed_addr constant [3 x i8] c"fo\00", align 1
@.str.3 = private unnamed_addr constant [4 x i8] c"foo\00", align 1
@.str.4 = private unnamed_addr constant [5 x i8] c"foob\00", align 1
@.str.5 = private unnamed_addr constant [6 x i8] c"fooba\00", align 1
@.str.6 = private unnamed_addr constant [7 x i8] c"foobar\00", align 1
@.str.7 = private unnamed_addr constant [8 x i8] c"Tessera\00", align 1
@main.expect = internal unnamed_addr constant [8 x ptr] [ptr @.str, ptr @.str.8, ptr @.str.9, ptr @.str.10, ptr @.str.11, ptr @.str.12, ptr @.str.13, ptr @.str.14], align 16
@.str.8 = private unnamed_addr constant [5 x i8] c"Zg==\00", align 1
@.str.9 = private unnamed_addr constant [5 x i8] c"Zm8=\00", align 1
@.str.10 = private unnamed_addr constant [5 x i8] c"Zm9v\00", align 1
@.str.11 = private unnamed_addr constant [9 x i8] c"Zm9vYg==\00", align 1
@.str.12 = private unnamed_addr constant [9 x i8] c"Zm9vYmE=\00", align 1
@.str.13 = private unnamed_addr constant [9 x i8] c"Zm9vYmFy\00", align 1
@.str.14 = private unnamed_addr constant [13 x i8] c"VGVzc2VyYQ==\00", align 1
@text = internal global [200 x i8] zeroinitializer, align 16
@bytes = internal global [150 x i8] zeroinitializer, align 16
@back = internal global [150 x i8] zeroinitializer, align 16
@.str.15 = private unnamed_addr constant [4 x i8] c"Zg=\00", align 1
@.str.16 = private unnamed_addr constant [5 x i8] c"Z===\00", align 1
@.str.17 = private unnamed_addr constant [9 x i8] c"Zm9v!A==\00", align 1
@.str.18 = private unnamed_addr constant [5 x i8] c"=Zm9\00", align 1
@.str.19 = private unnamed_addr constant [9 x i8] c"Zg==Zg==\00", align 1

; Function Attrs: nounwind
define dso_local range(i32 0, -2147483648) i32 @main() local_unnamed_addr #0 {
  br label %1

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %18, %1 ]
  %3 = getelementptr inbounds [256 x i8], ptr @rev, i64 0, i64 %2
  store i8 -1, ptr %3, align 8, !tbaa !2
  %4 = or disjoint i64 %2, 1
  %5 = getelementptr inbounds [256 x i8], ptr @rev, i64 0, i64 %4
  store i8 -1, ptr %5, align 1, !tbaa !2
  %6 = or disjoint i64 %2, 2
  %7 = getelementptr inbounds [256 x i8], ptr @rev, i64 0, i64 %6
  store i8 -1, ptr %7, align 2, !tbaa !2
  %8 = or disjoint i64 %2, 3
  %9 = getelementptr inbounds [256 x i8], ptr @rev, i64 0, i64 %8
  store i8 -1, ptr %9, align 1, !tbaa !2
  %10 = or disjoint i64 %2, 4
  %11 = getelementptr inbounds [256 x i8], ptr @rev, i64 0, i64 %10
  store i8 -1, ptr %11, align 4, !tbaa !2
  %12 = or disjoint i64 %2, 5
  %13 = getelementptr inbounds [256 x i8], ptr @rev, i64 0, i64 %12
  store i8 -1, ptr %13, align 1, !tbaa !2
  %14 = or disjoint i64 %2, 6
  %15 = getelementptr inbounds [256 x i8], ptr @rev, i64 0, i64 %14
  store i8 -1, ptr %15, align 2, !tbaa !2
  %16 = or disjoint i64 %2, 7
  %17 = getelementptr inbounds [256 x i8], ptr @rev, i64 0, i64 %16
  store i8 -1, ptr %17, align 1, !tbaa !2
  %18 = add nuw nsw i64 %2, 8
  %19 = icmp eq i64 %18, 256
  br i1 %19, label %20, label %1, !llvm.loop !5

20:                                               ; preds = %1, %20
  %21 = phi i64 [ %45, %20 ], [ 0, %1 ]
  %22 = trunc i64 %21 to i8
  %23 = getelementptr inbounds [65 x i8], ptr @alphabet, i64 0, i64 %21
  %24 = load i8, ptr %23, align 4, !tbaa !2
  %25 = zext i8 %24 to i64
  %26 = getelementptr inbounds [256 x i8], ptr @rev, i64 0, i64 %25
  store i8 %22, ptr %26, align 1, !tbaa !2
  %27 = or disjoint i64 %21, 1
  %28 = trunc i64 %27 to i8
  %29 = getelementptr inbounds [65 x i8], ptr @alphabet, i64 0, i64 %27
  %30 = load i8, ptr %29, align 1, !tbaa !2
  %31 = zext i8 %30 to i64
  %32 = getelementptr inbounds [256 x i8], ptr @rev, i64 0, i64 %31
  store i8 %28, ptr %32, align 1, !tbaa !2
  %33 = or disjoint i64 %21, 2
  %34 = trunc i64 %33 to i8
  %35 = getelementptr inbounds [65 x i8], ptr @alphabet, i64 0, i64 %33
  %36 = load i8, ptr %35, align 2, !tbaa !2
  %37 = zext i8 %36 to i64
  %38 = getelementptr inbounds [256 x i8], ptr @rev, i64 0, i64 %37
  store i8 %34, ptr %38, align 1, !tbaa !2
  %39 = or disjoint i64 %21, 3
  %40 = trunc i64 %39 to i8
  %41 = getelementptr inbounds [65 x i8], ptr @alphabet, i64 0, i64 %39
  %42 = load i8, ptr %41, align 1, !tbaa !2
  %43 = zext i8 %42 to i64
  %44 = getelementptr inbounds [256 x i8], ptr @rev, i64 0, i64 %43
  store i8 %40, ptr %44, align 1, !tbaa !2
  %45 = add nuw nsw i64 %21, 4
  %46 = icmp eq i64 %45, 64
  br i1 %46, label %47, label %20, !llvm.loop !7

47:                                               ; preds = %20, %63
  %48 = phi i64 [ %65, %63 ], [ 0, %20 ]
  %49 = getelementptr inbounds [8 x ptr], ptr @main.samples, i64 0, i64 %48
  %50 = load ptr, ptr %49, align 8, !tbaa !8
  %51 = tail call i64 @strlen(ptr noundef %50) #3
  %52 = tail call fastcc i64 @encode(ptr noundef %50, i64 noundef %51) #4
  %53 = getelementptr inbounds [8 x ptr], ptr @main.expect, i64 0, i64 %48
  %54 = load ptr, ptr %53, align 8, !tbaa !8
  %55 = tail call i64 @strlen(ptr noundef %54) #3
  %56 = icmp eq i64 %52, %55
  br i1 %56, label %57, label %60

57:                                               ; preds = %47
  %58 = tail call i32 @memcmp(ptr noundef nonnull @text, ptr noundef %54, i64 noundef %52) #3
  %59 = icmp eq i32 %58, 0
  br i1 %59, label %61, label %60

60:                                               ; preds = %57, %47
  tail call void @abort() #3
  br label %61

61:                                               ; preds = %60, %57
  %62 = icmp eq i64 %52, 0
  br i1 %62, label %63, label %67

63:                                               ; preds = %67, %61
  %64 = tail call i32 @putchar(i32 noundef 10) #3
  %65 = add nuw nsw i64 %48, 1
  %66 = icmp eq i64 %65, 8
  br i1 %66, label %75, label %47, !llvm.loop !10

67:                                               ; preds = %61, %67
  %68 = phi i64 [ %73, %67 ], [ 0, %61 ]
  %69 = getelementptr inbounds [200 x i8], ptr @text, i64 0, i64 %68
  %70 = load i8, ptr %69, align 1, !tbaa !2
  %71 = sext i8 %70 to i32
  %72 = tail call i32 @putchar(i32 noundef %71) #3
  %73 = add nuw i64 %68, 1
  %74 = icmp eq i64 %73, %52
  br i1 %74, label %63, label %67, !llvm.loop !11

75:                                               ; preds = %63, %144
  %76 = phi i64 [ %149, %144 ], [ 0, %63 ]
  %77 = phi i32 [ %103, %144 ], [ 3, %63 ]
  %78 = phi i32 [ %148, %144 ], [ -2128831035, %63 ]
  %79 = icmp eq i64 %76, 0
  br i1 %79, label %102, label %80

80:                                               ; preds = %75
  %81 = and i64 %76, 3
  %82 = icmp ult i64 %76, 4
  br i1 %82, label %85, label %83

83:                                               ; preds = %80
  %84 = and i64 %76, 9223372036854775804
  br label %108

85:                                               ; preds = %108, %80
  %86 = phi i32 [ poison, %80 ], [ %131, %108 ]
  %87 = phi i64 [ 0, %80 ], [ %135, %108 ]
  %88 = phi i32 [ %77, %80 ], [ %131, %108 ]
  %89 = icmp eq i64 %81, 0
  br i1 %89, label %102, label %90

90:                                               ; preds = %85, %90
  %91 = phi i64 [ %99, %90 ], [ %87, %85 ]
  %92 = phi i32 [ %95, %90 ], [ %88, %85 ]
  %93 = phi i64 [ %100, %90 ], [ 0, %85 ]
  %94 = mul i32 %92, 1664525
  %95 = add i32 %94, 1013904223
  %96 = lshr i32 %95, 24
  %97 = trunc nuw i32 %96 to i8
  %98 = getelementptr inbounds [150 x i8], ptr @bytes, i64 0, i64 %91
  store i8 %97, ptr %98, align 1, !tbaa !2
  %99 = add nuw nsw i64 %91, 1
  %100 = add i64 %93, 1
  %101 = icmp eq i64 %100, %81
  br i1 %101, label %102, label %90, !llvm.loop !12

102:                                              ; preds = %85, %90, %75
  %103 = phi i32 [ %77, %75 ], [ %86, %85 ], [ %95, %90 ]
  %104 = tail call fastcc i64 @encode(ptr noundef nonnull @bytes, i64 noundef %76) #4
  %105 = tail call fastcc i32 @decode(ptr noundef nonnull @text) #4
  %106 = trunc nuw nsw i64 %76 to i32
  %107 = icmp eq i32 %105, %106
  br i1 %107, label %138, label %141

108:                                              ; preds = %108, %83
  %109 = phi i64 [ 0, %83 ], [ %135, %108 ]
  %110 = phi i32 [ %77, %83 ], [ %131, %108 ]
  %111 = phi i64 [ 0, %83 ], [ %136, %108 ]
  %112 = mul i32 %110, 1664525
  %113 = add i32 %112, 1013904223
  %114 = lshr i32 %113, 24
  %115 = trunc nuw i32 %114 to i8
  %116 = getelementptr inbounds [150 x i8], ptr @bytes, i64 0, i64 %109
  store i8 %115, ptr %116, align 4, !tbaa !2
  %117 = or disjoint i64 %109, 1
  %118 = mul i32 %113, 1664525
  %119 = add i32 %118, 1013904223
  %120 = lshr i32 %119, 24
  %121 = trunc nuw i32 %120 to i8
  %122 = getelementptr inbounds [150 x i8], ptr @bytes, i64 0, i64 %117
  store i8 %121, ptr %122, align 1, !tbaa !2
  %123 = or disjoint i64 %109, 2
  %124 = mul i32 %119, 1664525
  %125 = add i32 %124, 1013904223
  %126 = lshr i32 %125, 24
  %127 = trunc nuw i32 %126 to i8
  %128 = getelementptr inbounds [150 x i8], ptr @bytes, i64 0, i64 %123
  store i8 %127, ptr %128, align 2, !tbaa !2
  %129 = or disjoint i64 %109, 3
  %130 = mul i32 %125, 1664525
  %131 = add i32 %130, 1013904223
  %132 = lshr i32 %131, 24
  %133 = trunc nuw i32 %132 to i8
  %134 = getelementptr inbounds [150 x i8], ptr @bytes, i64 0, i64 %129
  store i8 %133, ptr %134, align 1, !tbaa !2
  %135 = add nuw nsw i64 %109, 4
  %136 = add i64 %111, 4
  %137 = icmp eq i64 %136, %84
  br i1 %137, label %85, label %108, !llvm.loop !14

138:                                              ; preds = %102
  %139 = tail call i32 @memcmp(ptr noundef nonnull @bytes, ptr noundef nonnull @back, i64 noundef %76) #3
  %140 = icmp eq i32 %139, 0
  br i1 %140, label %142, label %141

141:                                              ; preds = %138, %102
  tail call void @abort() #3
  br label %142

142:                                              ; preds = %141, %138
  %143 = icmp eq i64 %104, 0
  br i1 %143, label %144, label %168

144:                                              ; preds = %168, %142
  %145 = phi i32 [ %78, %142 ], [ %175, %168 ]
  %146 = trunc i64 %104 to i32
  %147 = xor i32 %145, %146
  %148 = mul i32 %147, 16777619
  %149 = add nuw nsw i64 %76, 7
  %150 = icmp ult i64 %76, 143
  br i1 %150, label %75, label %151, !llvm.loop !15

151:                                              ; preds = %144
  %152 = tail call fastcc i32 @decode(ptr noundef nonnull @.str.15) #4
  %153 = xor i32 %152, %148
  %154 = mul i32 %153, 16777619
  %155 = tail call fastcc i32 @decode(ptr noundef nonnull @.str.16) #4
  %156 = xor i32 %155, %154
  %157 = mul i32 %156, 16777619
  %158 = tail call fastcc i32 @decode(ptr noundef nonnull @.str.17) #4
  %159 = xor i32 %158, %157
  %160 = mul i32 %159, 16777619
  %161 = tail call fastcc i32 @decode(ptr noundef nonnull @.str.18) #4
  %162 = xor i32 %161, %160
  %163 = mul i32 %162, 16777619
  %164 = tail call fastcc i32 @decode(ptr noundef nonnull @.str.19) #4
  %165 = xor i32 %164, %163
  %166 = mul i32 %165, 16777619
  %167 = and i32 %166, 2147483647
  ret i32 %167

168:                                              ; preds = %142, %168
  %169 = phi i64 [ %176, %168 ], [ 0, %142 ]
  %170 = phi i32 [ %175, %168 ], [ %78, %142 ]
  %171 = getelementptr inbounds [200 x i8], ptr @text, i64 0, i64 %169
  %172 = load i8, ptr %171, align 1, !tbaa !2
  %173 = zext i8 %172 to i32
  %174 = xor i32 %170, %173
  %175 = mul i32 %174, 16777619
  %176 = add i64 %169, 5
  %177 = icmp ult i64 %176, %104
  br i1 %177, label %168, label %144, !llvm.loop !16
}

; Function Attrs: nofree norecurse nosync nounwind memory(write, argmem: read, inaccessiblemem: none)
define internal fastcc i64 @encode(ptr nocapture noundef readonly %0, i64 noundef %1) unnamed_addr #1 {
  %3 = icmp ult i64 %1, 3
  br i1 %3, label %47, label %4

4:                                                ; preds = %2, %4
  %5 = phi i64 [ %45, %4 ], [ 3, %2 ]
  %6 = phi i64 [ %43, %4 ], [ 0, %2 ]
  %7 = phi i64 [ %5, %4 ], [ 0, %2 ]
  %8 = getelementptr inbounds i8, ptr %0, i64 %7
  %9 = load i8, ptr %8, align 1, !tbaa !2
  %10 = zext i8 %9 to i32
  %11 = shl nuw nsw i32 %10, 16
  %12 = getelementptr i8, ptr %8, i64 1
  %13 = load i8, ptr %12, align 1, !tbaa !2
  %14 = zext i8 %13 to i32
  %15 = shl nuw nsw i32 %14, 8
  %16 = getelementptr i8, ptr %8, i64 2
  %17 = load i8, ptr %16, align 1, !tbaa !2
  %18 = zext i8 %17 to i32
  %19 = or disjoint i32 %15, %18
  %20 = or disjoint i32 %15, %11
  %21 = lshr i32 %10, 2
  %22 = zext nneg i32 %21 to i64
  %23 = getelementptr inbounds [65 x i8], ptr @alphabet, i64 0, i64 %22
  %24 = load i8, ptr %23, align 1, !tbaa !2
  %25 = getelementptr inbounds i8, ptr @text, i64 %6
  store i8 %24, ptr %25, align 4, !tbaa !2
  %26 = lshr i32 %20, 12
  %27 = and i32 %26, 63
  %28 = zext nneg i32 %27 to i64
  %29 = getelementptr inbounds [65 x i8], ptr @alphabet, i64 0, i64 %28
  %30 = load i8, ptr %29, align 1, !tbaa !2
  %31 = getelementptr i8, ptr %25, i64 1
  store i8 %30, ptr %31, align 1, !tbaa !2
  %32 = lshr i32 %19, 6
  %33 = and i32 %32, 63
  %34 = zext nneg i32 %33 to i64
  %35 = getelementptr inbounds [65 x i8], ptr @alphabet, i64 0, i64 %34
  %36 = load i8, ptr %35, align 1, !tbaa !2
  %37 = or disjoint i64 %6, 3
  %38 = getelementptr i8, ptr %25, i64 2
  store i8 %36, ptr %38, align 2, !tbaa !2
  %39 = and i32 %18, 63
  %40 = zext nneg i32 %39 to i64
  %41 = getelementptr inbounds [65 x i8], ptr @alphabet, i64 0, i64 %40
  %42 = load i8, ptr %41, align 1, !tbaa !2
  %43 = add i64 %6, 4
  %44 = getelementptr inbounds i8, ptr @text, i64 %37
  store i8 %42, ptr %44, align 1, !tbaa !2
  %45 = add i64 %5, 3
  %46 = icmp ugt i64 %45, %1
  br i1 %46, label %47, label %4, !llvm.loop !17

47:                                               ; preds = %4, %2
  %48 = phi i64 [ 0, %2 ], [ %5, %4 ]
  %49 = phi i64 [ 0, %2 ], [ %43, %4 ]
  %50 = sub i64 %1, %48
  switch i64 %50, label %99 [
    i64 1, label %51
    i64 2, label %66
  ]

51:                                               ; preds = %47
  %52 = getelementptr inbounds i8, ptr %0, i64 %48
  %53 = load i8, ptr %52, align 1, !tbaa !2
  %54 = zext i8 %53 to i32
  %55 = shl nuw nsw i32 %54, 4
  %56 = lshr i32 %54, 2
  %57 = zext nneg i32 %56 to i64
  %58 = getelementptr inbounds [65 x i8], ptr @alphabet, i64 0, i64 %57
  %59 = load i8, ptr %58, align 1, !tbaa !2
  %60 = getelementptr inbounds i8, ptr @text, i64 %49
  store i8 %59, ptr %60, align 1, !tbaa !2
  %61 = and i32 %55, 48
  %62 = zext nneg i32 %61 to i64
  %63 = getelementptr inbounds [65 x i8], ptr @alphabet, i64 0, i64 %62
  %64 = load i8, ptr %63, align 16, !tbaa !2
  %65 = getelementptr i8, ptr %60, i64 1
  store i8 %64, ptr %65, align 1, !tbaa !2
  br label %92

66:                                               ; preds = %47
  %67 = getelementptr inbounds i8, ptr %0, i64 %48
  %68 = load i8, ptr %67, align 1, !tbaa !2
  %69 = zext i8 %68 to i32
  %70 = shl nuw nsw i32 %69, 16
  %71 = getelementptr i8, ptr %67, i64 1
  %72 = load i8, ptr %71, align 1, !tbaa !2
  %73 = zext i8 %72 to i32
  %74 = shl nuw nsw i32 %73, 8
  %75 = or disjoint i32 %74, %70
  %76 = lshr i32 %69, 2
  %77 = zext nneg i32 %76 to i64
  %78 = getelementptr inbounds [65 x i8], ptr @alphabet, i64 0, i64 %77
  %79 = load i8, ptr %78, align 1, !tbaa !2
  %80 = getelementptr inbounds i8, ptr @text, i64 %49
  store i8 %79, ptr %80, align 1, !tbaa !2
  %81 = lshr i32 %75, 12
  %82 = and i32 %81, 63
  %83 = zext nneg i32 %82 to i64
  %84 = getelementptr inbounds [65 x i8], ptr @alphabet, i64 0, i64 %83
  %85 = load i8, ptr %84, align 1, !tbaa !2
  %86 = getelementptr i8, ptr %80, i64 1
  store i8 %85, ptr %86, align 1, !tbaa !2
  %87 = shl nuw nsw i32 %73, 2
  %88 = and i32 %87, 60
  %89 = zext nneg i32 %88 to i64
  %90 = getelementptr inbounds [65 x i8], ptr @alphabet, i64 0, i64 %89
  %91 = load i8, ptr %90, align 4, !tbaa !2
  br label %92

92:                                               ; preds = %51, %66
  %93 = phi i8 [ %91, %66 ], [ 61, %51 ]
  %94 = getelementptr inbounds i8, ptr @text, i64 %49
  %95 = getelementptr inbounds i8, ptr @text, i64 %49
  %96 = getelementptr i8, ptr %95, i64 2
  store i8 %93, ptr %96, align 1, !tbaa !2
  %97 = add i64 %49, 4
  %98 = getelementptr i8, ptr %94, i64 3
  store i8 61, ptr %98, align 1, !tbaa !2
  br label %99

99:                                               ; preds = %92, %47
  %100 = phi i64 [ %49, %47 ], [ %97, %92 ]
  %101 = getelementptr inbounds i8, ptr @text, i64 %100
  store i8 0, ptr %101, align 1, !tbaa !2
  ret i64 %100
}

declare dso_local i64 @strlen(ptr noundef) local_unnamed_addr #2

declare dso_local i32 @memcmp(ptr noundef, ptr noundef, i64 noundef) local_unnamed_addr #2

declare dso_local void @abort() local_unnamed_addr #2

declare dso_local i32 @putchar(i32 noundef) local_unnamed_addr #2

; Function Attrs: nounwind
define internal fastcc i32 @decode(ptr noundef %0) unnamed_addr #0 {
  %2 = tail call i64 @strlen(ptr noundef %0) #3
  %3 = and i64 %2, 3
  %4 = icmp eq i64 %3, 0
  br i1 %4, label %5, label %85

5:                                                ; preds = %1
  %6 = icmp eq i64 %2, 0
  br i1 %6, label %85, label %7

7:                                                ; preds = %5, %82
  %8 = phi i64 [ %10, %82 ], [ 0, %5 ]
  %9 = phi i32 [ %83, %82 ], [ 0, %5 ]
  %10 = add i64 %8, 4
  %11 = icmp eq i64 %10, %2
  %12 = getelementptr inbounds i8, ptr %0, i64 %8
  %13 = load i8, ptr %12, align 1, !tbaa !2
  %14 = zext i8 %13 to i64
  %15 = getelementptr inbounds [256 x i8], ptr @rev, i64 0, i64 %14
  %16 = load i8, ptr %15, align 1, !tbaa !2
  %17 = zext nneg i8 %16 to i32
  %18 = icmp slt i8 %16, 0
  br i1 %18, label %85, label %19

19:                                               ; preds = %7
  %20 = or disjoint i64 %8, 1
  %21 = getelementptr inbounds i8, ptr %0, i64 %20
  %22 = load i8, ptr %21, align 1, !tbaa !2
  %23 = zext i8 %22 to i64
  %24 = getelementptr inbounds [256 x i8], ptr @rev, i64 0, i64 %23
  %25 = load i8, ptr %24, align 1, !tbaa !2
  %26 = zext nneg i8 %25 to i32
  %27 = icmp slt i8 %25, 0
  br i1 %27, label %85, label %28

28:                                               ; preds = %19
  %29 = or disjoint i64 %8, 2
  %30 = getelementptr inbounds i8, ptr %0, i64 %29
  %31 = load i8, ptr %30, align 1, !tbaa !2
  %32 = icmp eq i8 %31, 61
  %33 = and i1 %32, %11
  br i1 %33, label %40, label %34

34:                                               ; preds = %28
  %35 = zext i8 %31 to i64
  %36 = getelementptr inbounds [256 x i8], ptr @rev, i64 0, i64 %35
  %37 = load i8, ptr %36, align 1, !tbaa !2
  %38 = zext nneg i8 %37 to i32
  %39 = icmp slt i8 %37, 0
  br i1 %39, label %85, label %40

40:                                               ; preds = %28, %34
  %41 = phi i32 [ 1, %34 ], [ 2, %28 ]
  %42 = phi i32 [ %38, %34 ], [ 0, %28 ]
  %43 = shl nuw nsw i32 %17, 12
  %44 = shl nuw nsw i32 %26, 6
  %45 = or i32 %43, %44
  %46 = or i32 %42, %45
  %47 = or disjoint i64 %8, 3
  %48 = getelementptr inbounds i8, ptr %0, i64 %47
  %49 = load i8, ptr %48, align 1, !tbaa !2
  %50 = icmp eq i8 %49, 61
  %51 = and i1 %50, %11
  br i1 %51, label %59, label %52

52:                                               ; preds = %40
  br i1 %33, label %85, label %53

53:                                               ; preds = %52
  %54 = zext i8 %49 to i64
  %55 = getelementptr inbounds [256 x i8], ptr @rev, i64 0, i64 %54
  %56 = load i8, ptr %55, align 1, !tbaa !2
  %57 = zext nneg i8 %56 to i32
  %58 = icmp slt i8 %56, 0
  br i1 %58, label %85, label %59

59:                                               ; preds = %40, %53
  %60 = phi i32 [ 0, %53 ], [ %41, %40 ]
  %61 = phi i32 [ %57, %53 ], [ 0, %40 ]
  %62 = shl nuw nsw i32 %46, 6
  %63 = or i32 %61, %62
  %64 = lshr i32 %45, 10
  %65 = trunc i32 %64 to i8
  %66 = add nsw i32 %9, 1
  %67 = sext i32 %9 to i64
  %68 = getelementptr inbounds i8, ptr @back, i64 %67
  store i8 %65, ptr %68, align 1, !tbaa !2
  %69 = icmp ult i32 %60, 2
  br i1 %69, label %70, label %82

70:                                               ; preds = %59
  %71 = lshr i32 %46, 2
  %72 = trunc i32 %71 to i8
  %73 = add nsw i32 %9, 2
  %74 = sext i32 %66 to i64
  %75 = getelementptr inbounds i8, ptr @back, i64 %74
  store i8 %72, ptr %75, align 1, !tbaa !2
  %76 = icmp eq i32 %60, 1
  br i1 %76, label %82, label %77

77:                                               ; preds = %70
  %78 = trunc i32 %63 to i8
  %79 = add nsw i32 %9, 3
  %80 = sext i32 %73 to i64
  %81 = getelementptr inbounds i8, ptr @back, i64 %80
  store i8 %78, ptr %81, align 1, !tbaa !2
  br label %82

82:                                               ; preds = %59, %70, %77
  %83 = phi i32 [ %73, %70 ], [ %79, %77 ], [ %66, %59 ]
  %84 = icmp ult i64 %10, %2
  br i1 %84, label %7, label %85, !llvm.loop !18

85:                                               ; preds = %82, %7, %19, %34, %52, %53, %5, %1
  %86 = phi i32 [ -1, %1 ], [ 0, %5 ], [ %83, %82 ], [ -1, %7 ], [ -1, %19 ], [ -1, %34 ], [ -1, %52 ], [ -1, %53 ]
  ret i32 %86
}

attributes #0 = { nounwind "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree norecurse nosync nounwind memory(write, argmem: read, inaccessiblemem: none) "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nobuiltin nounwind "no-builtins" }
attributes #4 = { nobuiltin "no-builtins" }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!2 = !{!3, !3, i64 0}
!3 = !{!"omnipotent char", !4, i64 0}
!4 = !{!"Simple C/C++ TBAA"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
!7 = distinct !{!7, !6}
!8 = !{!9, !9, i64 0}
!9 = !{!"any pointer", !3, i64 0}
!10 = distinct !{!10, !6}
!11 = distinct !{!11, !6}
!12 = distinct !{!12, !13}
!13 = !{!"llvm.loop.unroll.disable"}
!14 = distinct !{!14, !6}
!15 = distinct !{!15, !6}
!16 = distinct !{!16, !6}
!17 = distinct !{!17, !6}
!18 = distinct !{!18, !6}
