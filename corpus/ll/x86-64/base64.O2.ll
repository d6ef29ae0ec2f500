; ModuleID = 'base64.c'
source_filename = "base64.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@rev = internal unnamed_addr global [256 x i8] zeroinitializer, align 16
@alphabet = internal unnamed_addr constant [65 x i8] c"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/\00", align 16
@main.samples = internal unnamed_addr constant [8 x i8*] [i8* getelementptr inbounds ([1 x i8], [1 x i8]* @.str, i32 0, i32 0), i8* getelementptr inbounds ([2 x i8], [2 x i8]* @.str.1, i32 0, i32 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.2, i32 0, i32 0), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.3, i32 0, i32 0), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.4, i32 0, i32 0), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.5, i32 0, i32 0), i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.6, i32 0, i32 0), i8* getelementptr inbounds ([8 x i8], [8 x i8]* @.str.7, i32 0, i32 0)], align 16
@.str = private unnamed_addr constant [1 x i8] zeroinitializer, align 1
@.str.1 = private unnamed_addr constant [2 x i8] c"f\00", align 1
@.str.2 = private unnamed_addr constant [3 x i8] c"fo\00", align 1
@.str.3 = private unnamed_addr constant [4 x i8] c"foo\00", align 1
@.str.4 = private unnamed_addr constant [5 x i8] c"foob\00", align 1
@.str.5 = private unnamed_addr constant [6 x i8] c"fooba\00", align 1
@.str.6 = private unnamed_addr constant [7 x i8] c"foobar\00", align 1
@.str.7 = private unnamed_addr constant [8 x i8] c"Tessera\00", align 1
@main.expect = internal unnamed_addr constant [8 x i8*] [i8* getelementptr inbounds ([1 x i8], [1 x i8]* @.str, i32 0, i32 0), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.8, i32 0, i32 0), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.9, i32 0, i32 0), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.10, i32 0, i32 0), i8* getelementptr inbounds ([9 x i8], [9 x i8]* @.str.11, i32 0, i32 0), i8* getelementptr inbounds ([9 x i8], [9 x i8]* @.str.12, i32 0, i32 0), i8* getelementptr inbounds ([9 x i8], [9 x i8]* @.str.13, i32 0, i32 0), i8* getelementptr inbounds ([13 x i8], [13 x i8]* @.str.14, i32 0, i32 0)], align 16
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
define dso_local i32 @main() local_unnamed_addr #0 {
  br label %1

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %18, %1 ]
  %3 = getelementptr inbounds [256 x i8], [256 x i8]* @rev, i64 0, i64 %2
  store i8 -1, i8* %3, align 8, !tbaa !2
  %4 = or i64 %2, 1
  %5 = getelementptr inbounds [256 x i8], [256 x i8]* @rev, i64 0, i64 %4
  store i8 -1, i8* %5, align 1, !tbaa !2
  %6 = or i64 %2, 2
  %7 = getelementptr inbounds [256 x i8], [256 x i8]* @rev, i64 0, i64 %6
  store i8 -1, i8* %7, align 2, !tbaa !2
  %8 = or i64 %2, 3
  %9 = getelementptr inbounds [256 x i8], [256 x i8]* @rev, i64 0, i64 %8
  store i8 -1, i8* %9, align 1, !tbaa !2
  %10 = or i64 %2, 4
  %11 = getelementptr inbounds [256 x i8], [256 x i8]* @rev, i64 0, i64 %10
  store i8 -1, i8* %11, align 4, !tbaa !2
  %12 = or i64 %2, 5
  %13 = getelementptr inbounds [256 x i8], [256 x i8]* @rev, i64 0, i64 %12
  store i8 -1, i8* %13, align 1, !tbaa !2
  %14 = or i64 %2, 6
  %15 = getelementptr inbounds [256 x i8], [256 x i8]* @rev, i64 0, i64 %14
  store i8 -1, i8* %15, align 2, !tbaa !2
  %16 = or i64 %2, 7
  %17 = getelementptr inbounds [256 x i8], [256 x i8]* @rev, i64 0, i64 %16
  store i8 -1, i8* %17, align 1, !tbaa !2
  %18 = add nuw nsw i64 %2, 8
  %19 = icmp eq i64 %18, 256
  br i1 %19, label %20, label %1, !llvm.loop !5

20:                                               ; preds = %1, %20
  %21 = phi i64 [ %45, %20 ], [ 0, %1 ]
  %22 = trunc i64 %21 to i8
  %23 = getelementptr inbounds [65 x i8], [65 x i8]* @alphabet, i64 0, i64 %21
  %24 = load i8, i8* %23, align 4, !tbaa !2
  %25 = zext i8 %24 to i64
  %26 = getelementptr inbounds [256 x i8], [256 x i8]* @rev, i64 0, i64 %25
  store i8 %22, i8* %26, align 1, !tbaa !2
  %27 = or i64 %21, 1
  %28 = trunc i64 %27 to i8
  %29 = getelementptr inbounds [65 x i8], [65 x i8]* @alphabet, i64 0, i64 %27
  %30 = load i8, i8* %29, align 1, !tbaa !2
  %31 = zext i8 %30 to i64
  %32 = getelementptr inbounds [256 x i8], [256 x i8]* @rev, i64 0, i64 %31
  store i8 %28, i8* %32, align 1, !tbaa !2
  %33 = or i64 %21, 2
  %34 = trunc i64 %33 to i8
  %35 = getelementptr inbounds [65 x i8], [65 x i8]* @alphabet, i64 0, i64 %33
  %36 = load i8, i8* %35, align 2, !tbaa !2
  %37 = zext i8 %36 to i64
  %38 = getelementptr inbounds [256 x i8], [256 x i8]* @rev, i64 0, i64 %37
  store i8 %34, i8* %38, align 1, !tbaa !2
  %39 = or i64 %21, 3
  %40 = trunc i64 %39 to i8
  %41 = getelementptr inbounds [65 x i8], [65 x i8]* @alphabet, i64 0, i64 %39
  %42 = load i8, i8* %41, align 1, !tbaa !2
  %43 = zext i8 %42 to i64
  %44 = getelementptr inbounds [256 x i8], [256 x i8]* @rev, i64 0, i64 %43
  store i8 %40, i8* %44, align 1, !tbaa !2
  %45 = add nuw nsw i64 %21, 4
  %46 = icmp eq i64 %45, 64
  br i1 %46, label %47, label %20, !llvm.loop !7

47:                                               ; preds = %20, %63
  %48 = phi i64 [ %65, %63 ], [ 0, %20 ]
  %49 = getelementptr inbounds [8 x i8*], [8 x i8*]* @main.samples, i64 0, i64 %48
  %50 = load i8*, i8** %49, align 8, !tbaa !8
  %51 = tail call i64 @strlen(i8* noundef %50) #3
  %52 = tail call fastcc i64 @encode(i8* noundef %50, i64 noundef %51) #4
  %53 = getelementptr inbounds [8 x i8*], [8 x i8*]* @main.expect, i64 0, i64 %48
  %54 = load i8*, i8** %53, align 8, !tbaa !8
  %55 = tail call i64 @strlen(i8* noundef %54) #3
  %56 = icmp eq i64 %52, %55
  br i1 %56, label %57, label %60

57:                                               ; preds = %47
  %58 = tail call i32 @memcmp(i8* noundef getelementptr inbounds ([200 x i8], [200 x i8]* @text, i64 0, i64 0), i8* noundef %54, i64 noundef %52) #3
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
  %69 = getelementptr inbounds [200 x i8], [200 x i8]* @text, i64 0, i64 %68
  %70 = load i8, i8* %69, align 1, !tbaa !2
  %71 = sext i8 %70 to i32
  %72 = tail call i32 @putchar(i32 noundef %71) #3
  %73 = add nuw i64 %68, 1
  %74 = icmp eq i64 %73, %52
  br i1 %74, label %63, label %67, !llvm.loop !11

75:                                               ; preds = %63, %145
  %76 = phi i64 [ %150, %145 ], [ 0, %63 ]
  %77 = phi i32 [ %104, %145 ], [ 3, %63 ]
  %78 = phi i32 [ %149, %145 ], [ -2128831035, %63 ]
  %79 = icmp eq i64 %76, 0
  br i1 %79, label %103, label %80

80:                                               ; preds = %75
  %81 = add nsw i64 %76, -1
  %82 = and i64 %76, 3
  %83 = icmp ult i64 %81, 3
  br i1 %83, label %86, label %84

84:                                               ; preds = %80
  %85 = and i64 %76, 9223372036854775804
  br label %109

86:                                               ; preds = %109, %80
  %87 = phi i32 [ undef, %80 ], [ %132, %109 ]
  %88 = phi i64 [ 0, %80 ], [ %136, %109 ]
  %89 = phi i32 [ %77, %80 ], [ %132, %109 ]
  %90 = icmp eq i64 %82, 0
  br i1 %90, label %103, label %91

91:                                               ; preds = %86, %91
  %92 = phi i64 [ %100, %91 ], [ %88, %86 ]
  %93 = phi i32 [ %96, %91 ], [ %89, %86 ]
  %94 = phi i64 [ %101, %91 ], [ 0, %86 ]
  %95 = mul i32 %93, 1664525
  %96 = add i32 %95, 1013904223
  %97 = lshr i32 %96, 24
  %98 = trunc i32 %97 to i8
  %99 = getelementptr inbounds [150 x i8], [150 x i8]* @bytes, i64 0, i64 %92
  store i8 %98, i8* %99, align 1, !tbaa !2
  %100 = add nuw nsw i64 %92, 1
  %101 = add i64 %94, 1
  %102 = icmp eq i64 %101, %82
  br i1 %102, label %103, label %91, !llvm.loop !12

103:                                              ; preds = %86, %91, %75
  %104 = phi i32 [ %77, %75 ], [ %87, %86 ], [ %96, %91 ]
  %105 = tail call fastcc i64 @encode(i8* noundef getelementptr inbounds ([150 x i8], [150 x i8]* @bytes, i64 0, i64 0), i64 noundef %76) #4
  %106 = tail call fastcc i32 @decode(i8* noundef getelementptr inbounds ([200 x i8], [200 x i8]* @text, i64 0, i64 0)) #4
  %107 = trunc i64 %76 to i32
  %108 = icmp eq i32 %106, %107
  br i1 %108, label %139, label %142

109:                                              ; preds = %109, %84
  %110 = phi i64 [ 0, %84 ], [ %136, %109 ]
  %111 = phi i32 [ %77, %84 ], [ %132, %109 ]
  %112 = phi i64 [ 0, %84 ], [ %137, %109 ]
  %113 = mul i32 %111, 1664525
  %114 = add i32 %113, 1013904223
  %115 = lshr i32 %114, 24
  %116 = trunc i32 %115 to i8
  %117 = getelementptr inbounds [150 x i8], [150 x i8]* @bytes, i64 0, i64 %110
  store i8 %116, i8* %117, align 4, !tbaa !2
  %118 = or i64 %110, 1
  %119 = mul i32 %114, 1664525
  %120 = add i32 %119, 1013904223
  %121 = lshr i32 %120, 24
  %122 = trunc i32 %121 to i8
  %123 = getelementptr inbounds [150 x i8], [150 x i8]* @bytes, i64 0, i64 %118
  store i8 %122, i8* %123, align 1, !tbaa !2
  %124 = or i64 %110, 2
  %125 = mul i32 %120, 1664525
  %126 = add i32 %125, 1013904223
  %127 = lshr i32 %126, 24
  %128 = trunc i32 %127 to i8
  %129 = getelementptr inbounds [150 x i8], [150 x i8]* @bytes, i64 0, i64 %124
  store i8 %128, i8* %129, align 2, !tbaa !2
  %130 = or i64 %110, 3
  %131 = mul i32 %126, 1664525
  %132 = add i32 %131, 1013904223
  %133 = lshr i32 %132, 24
  %134 = trunc i32 %133 to i8
  %135 = getelementptr inbounds [150 x i8], [150 x i8]* @bytes, i64 0, i64 %130
  store i8 %134, i8* %135, align 1, !tbaa !2
  %136 = add nuw nsw i64 %110, 4
  %137 = add i64 %112, 4
  %138 = icmp eq i64 %137, %85
  br i1 %138, label %86, label %109, !llvm.loop !14

139:                                              ; preds = %103
  %140 = tail call i32 @memcmp(i8* noundef getelementptr inbounds ([150 x i8], [150 x i8]* @bytes, i64 0, i64 0), i8* noundef getelementptr inbounds ([150 x i8], [150 x i8]* @back, i64 0, i64 0), i64 noundef %76) #3
  %141 = icmp eq i32 %140, 0
  br i1 %141, label %143, label %142

142:                                              ; preds = %139, %103
  tail call void @abort() #3
  br label %143

143:                                              ; preds = %142, %139
  %144 = icmp eq i64 %105, 0
  br i1 %144, label %145, label %169

145:                                              ; preds = %169, %143
  %146 = phi i32 [ %78, %143 ], [ %176, %169 ]
  %147 = trunc i64 %105 to i32
  %148 = xor i32 %146, %147
  %149 = mul i32 %148, 16777619
  %150 = add nuw nsw i64 %76, 7
  %151 = icmp ult i64 %76, 143
  br i1 %151, label %75, label %152, !llvm.loop !15

152:                                              ; preds = %145
  %153 = tail call fastcc i32 @decode(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.15, i64 0, i64 0)) #4
  %154 = xor i32 %153, %149
  %155 = mul i32 %154, 16777619
  %156 = tail call fastcc i32 @decode(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.16, i64 0, i64 0)) #4
  %157 = xor i32 %156, %155
  %158 = mul i32 %157, 16777619
  %159 = tail call fastcc i32 @decode(i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.17, i64 0, i64 0)) #4
  %160 = xor i32 %159, %158
  %161 = mul i32 %160, 16777619
  %162 = tail call fastcc i32 @decode(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.18, i64 0, i64 0)) #4
  %163 = xor i32 %162, %161
  %164 = mul i32 %163, 16777619
  %165 = tail call fastcc i32 @decode(i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.19, i64 0, i64 0)) #4
  %166 = xor i32 %165, %164
  %167 = mul i32 %166, 16777619
  %168 = and i32 %167, 2147483647
  ret i32 %168

169:                                              ; preds = %143, %169
  %170 = phi i64 [ %177, %169 ], [ 0, %143 ]
  %171 = phi i32 [ %176, %169 ], [ %78, %143 ]
  %172 = getelementptr inbounds [200 x i8], [200 x i8]* @text, i64 0, i64 %170
  %173 = load i8, i8* %172, align 1, !tbaa !2
  %174 = zext i8 %173 to i32
  %175 = xor i32 %171, %174
  %176 = mul i32 %175, 16777619
  %177 = add i64 %170, 5
  %178 = icmp ult i64 %177, %105
  br i1 %178, label %169, label %145, !llvm.loop !16
}

; Function Attrs: nofree norecurse nosync nounwind
define internal fastcc i64 @encode(i8* nocapture noundef readonly %0, i64 noundef %1) unnamed_addr #1 {
  %3 = icmp ult i64 %1, 3
  br i1 %3, label %51, label %4

4:                                                ; preds = %2, %4
  %5 = phi i64 [ %49, %4 ], [ 3, %2 ]
  %6 = phi i64 [ %47, %4 ], [ 0, %2 ]
  %7 = phi i64 [ %5, %4 ], [ 0, %2 ]
  %8 = getelementptr inbounds i8, i8* %0, i64 %7
  %9 = load i8, i8* %8, align 1, !tbaa !2
  %10 = zext i8 %9 to i32
  %11 = shl nuw nsw i32 %10, 16
  %12 = add i64 %7, 1
  %13 = getelementptr inbounds i8, i8* %0, i64 %12
  %14 = load i8, i8* %13, align 1, !tbaa !2
  %15 = zext i8 %14 to i32
  %16 = shl nuw nsw i32 %15, 8
  %17 = or i32 %16, %11
  %18 = add i64 %7, 2
  %19 = getelementptr inbounds i8, i8* %0, i64 %18
  %20 = load i8, i8* %19, align 1, !tbaa !2
  %21 = zext i8 %20 to i32
  %22 = or i32 %16, %21
  %23 = lshr i32 %10, 2
  %24 = zext i32 %23 to i64
  %25 = getelementptr inbounds [65 x i8], [65 x i8]* @alphabet, i64 0, i64 %24
  %26 = load i8, i8* %25, align 1, !tbaa !2
  %27 = or i64 %6, 1
  %28 = getelementptr inbounds [200 x i8], [200 x i8]* @text, i64 0, i64 %6
  store i8 %26, i8* %28, align 4, !tbaa !2
  %29 = lshr i32 %17, 12
  %30 = and i32 %29, 63
  %31 = zext i32 %30 to i64
  %32 = getelementptr inbounds [65 x i8], [65 x i8]* @alphabet, i64 0, i64 %31
  %33 = load i8, i8* %32, align 1, !tbaa !2
  %34 = or i64 %6, 2
  %35 = getelementptr inbounds [200 x i8], [200 x i8]* @text, i64 0, i64 %27
  store i8 %33, i8* %35, align 1, !tbaa !2
  %36 = lshr i32 %22, 6
  %37 = and i32 %36, 63
  %38 = zext i32 %37 to i64
  %39 = getelementptr inbounds [65 x i8], [65 x i8]* @alphabet, i64 0, i64 %38
  %40 = load i8, i8* %39, align 1, !tbaa !2
  %41 = or i64 %6, 3
  %42 = getelementptr inbounds [200 x i8], [200 x i8]* @text, i64 0, i64 %34
  store i8 %40, i8* %42, align 2, !tbaa !2
  %43 = and i32 %21, 63
  %44 = zext i32 %43 to i64
  %45 = getelementptr inbounds [65 x i8], [65 x i8]* @alphabet, i64 0, i64 %44
  %46 = load i8, i8* %45, align 1, !tbaa !2
  %47 = add i64 %6, 4
  %48 = getelementptr inbounds [200 x i8], [200 x i8]* @text, i64 0, i64 %41
  store i8 %46, i8* %48, align 1, !tbaa !2
  %49 = add i64 %5, 3
  %50 = icmp ugt i64 %49, %1
  br i1 %50, label %51, label %4, !llvm.loop !17

51:                                               ; preds = %4, %2
  %52 = phi i64 [ 0, %2 ], [ %5, %4 ]
  %53 = phi i64 [ 0, %2 ], [ %47, %4 ]
  %54 = sub i64 %1, %52
  switch i64 %54, label %106 [
    i64 1, label %55
    i64 2, label %71
  ]

55:                                               ; preds = %51
  %56 = getelementptr inbounds i8, i8* %0, i64 %52
  %57 = load i8, i8* %56, align 1, !tbaa !2
  %58 = zext i8 %57 to i32
  %59 = shl nuw nsw i32 %58, 4
  %60 = lshr i32 %58, 2
  %61 = zext i32 %60 to i64
  %62 = getelementptr inbounds [65 x i8], [65 x i8]* @alphabet, i64 0, i64 %61
  %63 = load i8, i8* %62, align 1, !tbaa !2
  %64 = or i64 %53, 1
  %65 = getelementptr inbounds [200 x i8], [200 x i8]* @text, i64 0, i64 %53
  store i8 %63, i8* %65, align 4, !tbaa !2
  %66 = and i32 %59, 48
  %67 = zext i32 %66 to i64
  %68 = getelementptr inbounds [65 x i8], [65 x i8]* @alphabet, i64 0, i64 %67
  %69 = load i8, i8* %68, align 16, !tbaa !2
  %70 = getelementptr inbounds [200 x i8], [200 x i8]* @text, i64 0, i64 %64
  store i8 %69, i8* %70, align 1, !tbaa !2
  br label %99

71:                                               ; preds = %51
  %72 = getelementptr inbounds i8, i8* %0, i64 %52
  %73 = load i8, i8* %72, align 1, !tbaa !2
  %74 = zext i8 %73 to i32
  %75 = shl nuw nsw i32 %74, 16
  %76 = add i64 %52, 1
  %77 = getelementptr inbounds i8, i8* %0, i64 %76
  %78 = load i8, i8* %77, align 1, !tbaa !2
  %79 = zext i8 %78 to i32
  %80 = shl nuw nsw i32 %79, 8
  %81 = or i32 %80, %75
  %82 = lshr i32 %74, 2
  %83 = zext i32 %82 to i64
  %84 = getelementptr inbounds [65 x i8], [65 x i8]* @alphabet, i64 0, i64 %83
  %85 = load i8, i8* %84, align 1, !tbaa !2
  %86 = or i64 %53, 1
  %87 = getelementptr inbounds [200 x i8], [200 x i8]* @text, i64 0, i64 %53
  store i8 %85, i8* %87, align 4, !tbaa !2
  %88 = lshr i32 %81, 12
  %89 = and i32 %88, 63
  %90 = zext i32 %89 to i64
  %91 = getelementptr inbounds [65 x i8], [65 x i8]* @alphabet, i64 0, i64 %90
  %92 = load i8, i8* %91, align 1, !tbaa !2
  %93 = getelementptr inbounds [200 x i8], [200 x i8]* @text, i64 0, i64 %86
  store i8 %92, i8* %93, align 1, !tbaa !2
  %94 = shl nuw nsw i32 %79, 2
  %95 = and i32 %94, 60
  %96 = zext i32 %95 to i64
  %97 = getelementptr inbounds [65 x i8], [65 x i8]* @alphabet, i64 0, i64 %96
  %98 = load i8, i8* %97, align 4, !tbaa !2
  br label %99

99:                                               ; preds = %55, %71
  %100 = phi i8 [ %98, %71 ], [ 61, %55 ]
  %101 = or i64 %53, 2
  %102 = or i64 %53, 3
  %103 = getelementptr inbounds [200 x i8], [200 x i8]* @text, i64 0, i64 %101
  store i8 %100, i8* %103, align 2, !tbaa !2
  %104 = add i64 %53, 4
  %105 = getelementptr inbounds [200 x i8], [200 x i8]* @text, i64 0, i64 %102
  store i8 61, i8* %105, align 1, !tbaa !2
  br label %106

106:                                              ; preds = %99, %51
  %107 = phi i64 [ %53, %51 ], [ %104, %99 ]
  %108 = getelementptr inbounds [200 x i8], [200 x i8]* @text, i64 0, i64 %107
  store i8 0, i8* %108, align 1, !tbaa !2
  ret i64 %107
}

declare dso_local i64 @strlen(i8* noundef) local_unnamed_addr #2

declare dso_local i32 @memcmp(i8* noundef, i8* noundef, i64 noundef) local_unnamed_addr #2

declare dso_local void @abort() local_unnamed_addr #2

declare dso_local i32 @putchar(i32 noundef) local_unnamed_addr #2

; Function Attrs: nounwind
define internal fastcc i32 @decode(i8* noundef %0) unnamed_addr #0 {
  %2 = tail call i64 @strlen(i8* noundef %0) #3
  %3 = and i64 %2, 3
  %4 = icmp eq i64 %3, 0
  br i1 %4, label %5, label %87

5:                                                ; preds = %1
  %6 = icmp eq i64 %2, 0
  br i1 %6, label %87, label %7

7:                                                ; preds = %5, %84
  %8 = phi i64 [ %10, %84 ], [ 0, %5 ]
  %9 = phi i32 [ %85, %84 ], [ 0, %5 ]
  %10 = add i64 %8, 4
  %11 = icmp eq i64 %10, %2
  %12 = getelementptr inbounds i8, i8* %0, i64 %8
  %13 = load i8, i8* %12, align 1, !tbaa !2
  %14 = zext i8 %13 to i64
  %15 = getelementptr inbounds [256 x i8], [256 x i8]* @rev, i64 0, i64 %14
  %16 = load i8, i8* %15, align 1, !tbaa !2
  %17 = zext i8 %16 to i32
  %18 = icmp slt i8 %16, 0
  br i1 %18, label %87, label %19

19:                                               ; preds = %7
  %20 = or i64 %8, 1
  %21 = getelementptr inbounds i8, i8* %0, i64 %20
  %22 = load i8, i8* %21, align 1, !tbaa !2
  %23 = zext i8 %22 to i64
  %24 = getelementptr inbounds [256 x i8], [256 x i8]* @rev, i64 0, i64 %23
  %25 = load i8, i8* %24, align 1, !tbaa !2
  %26 = sext i8 %25 to i32
  %27 = icmp slt i8 %25, 0
  br i1 %27, label %87, label %28

28:                                               ; preds = %19
  %29 = or i64 %8, 2
  %30 = getelementptr inbounds i8, i8* %0, i64 %29
  %31 = load i8, i8* %30, align 1, !tbaa !2
  %32 = icmp ne i8 %31, 61
  %33 = xor i1 %11, true
  %34 = select i1 %32, i1 true, i1 %33
  br i1 %34, label %35, label %41

35:                                               ; preds = %28
  %36 = zext i8 %31 to i64
  %37 = getelementptr inbounds [256 x i8], [256 x i8]* @rev, i64 0, i64 %36
  %38 = load i8, i8* %37, align 1, !tbaa !2
  %39 = sext i8 %38 to i32
  %40 = icmp slt i8 %38, 0
  br i1 %40, label %87, label %41

41:                                               ; preds = %28, %35
  %42 = phi i32 [ 1, %35 ], [ 2, %28 ]
  %43 = phi i32 [ %39, %35 ], [ 0, %28 ]
  %44 = shl nuw nsw i32 %17, 12
  %45 = shl nsw i32 %26, 6
  %46 = or i32 %44, %45
  %47 = or i32 %43, %46
  %48 = or i64 %8, 3
  %49 = getelementptr inbounds i8, i8* %0, i64 %48
  %50 = load i8, i8* %49, align 1, !tbaa !2
  %51 = icmp ne i8 %50, 61
  %52 = xor i1 %11, true
  %53 = select i1 %51, i1 true, i1 %52
  br i1 %53, label %54, label %61

54:                                               ; preds = %41
  br i1 %34, label %55, label %87

55:                                               ; preds = %54
  %56 = zext i8 %50 to i64
  %57 = getelementptr inbounds [256 x i8], [256 x i8]* @rev, i64 0, i64 %56
  %58 = load i8, i8* %57, align 1, !tbaa !2
  %59 = sext i8 %58 to i32
  %60 = icmp slt i8 %58, 0
  br i1 %60, label %87, label %61

61:                                               ; preds = %41, %55
  %62 = phi i32 [ 0, %55 ], [ %42, %41 ]
  %63 = phi i32 [ %59, %55 ], [ 0, %41 ]
  %64 = shl nsw i32 %47, 6
  %65 = or i32 %63, %64
  %66 = lshr i32 %65, 16
  %67 = trunc i32 %66 to i8
  %68 = add nsw i32 %9, 1
  %69 = sext i32 %9 to i64
  %70 = getelementptr inbounds [150 x i8], [150 x i8]* @back, i64 0, i64 %69
  store i8 %67, i8* %70, align 1, !tbaa !2
  %71 = icmp ult i32 %62, 2
  br i1 %71, label %72, label %84

72:                                               ; preds = %61
  %73 = lshr i32 %65, 8
  %74 = trunc i32 %73 to i8
  %75 = add nsw i32 %9, 2
  %76 = sext i32 %68 to i64
  %77 = getelementptr inbounds [150 x i8], [150 x i8]* @back, i64 0, i64 %76
  store i8 %74, i8* %77, align 1, !tbaa !2
  %78 = icmp eq i32 %62, 1
  br i1 %78, label %84, label %79

79:                                               ; preds = %72
  %80 = trunc i32 %65 to i8
  %81 = add nsw i32 %9, 3
  %82 = sext i32 %75 to i64
  %83 = getelementptr inbounds [150 x i8], [150 x i8]* @back, i64 0, i64 %82
  store i8 %80, i8* %83, align 1, !tbaa !2
  br label %84

84:                                               ; preds = %61, %79, %72
  %85 = phi i32 [ %75, %72 ], [ %81, %79 ], [ %68, %61 ]
  %86 = icmp ult i64 %10, %2
  br i1 %86, label %7, label %87, !llvm.loop !18

87:                                               ; preds = %84, %7, %19, %35, %54, %55, %5, %1
  %88 = phi i32 [ -1, %1 ], [ 0, %5 ], [ %85, %84 ], [ -1, %7 ], [ -1, %19 ], [ -1, %35 ], [ -1, %54 ], [ -1, %55 ]
  ret i32 %88
}

attributes #0 = { nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree norecurse nosync nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { "frame-pointer"="none" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nobuiltin nounwind "no-builtins" }
attributes #4 = { nobuiltin "no-builtins" }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 14.0.6"}
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
